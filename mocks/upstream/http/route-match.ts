/**
 * The route table as a matcher for the `node:http` edge: `:name` segments are parameters (one
 * non-empty segment, percent-decoded), a path with fewer parameters wins over one with more (so a
 * static path is never taken by a parametric one), and HEAD is answered by the GET route.
 */
import { pathPattern } from '../../http-kit/path-pattern.ts';
import type { Route } from './routes.ts';

export interface MatchedRoute {
  route: Route;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: Route;
  /** The path up to its first parameter: a cheap test before the pattern (control paths all share one). */
  prefix: string;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const firstParameter = route.url.indexOf(':');
  return { route, prefix: firstParameter === -1 ? route.url : route.url.slice(0, firstParameter), ...pathPattern(route.url) };
}

function decode(segment: string): string | undefined {
  // Most segments (versions, ids) hold no escapes; decoding them anyway showed in profiles.
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A matcher over `routes`; `path` is the request path without its query. */
export function routeMatcher(routes: readonly Route[]): (method: string, path: string) => MatchedRoute | undefined {
  // Array.prototype.sort is stable, so routes with as many parameters keep the table's order.
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const compiled of routes.map(compile).sort((a, b) => a.names.length - b.names.length)) {
    byMethod.set(compiled.route.method, [...(byMethod.get(compiled.route.method) ?? []), compiled]);
  }
  return (method, path) => {
    for (const { route, prefix, pattern, names } of byMethod.get(method === 'HEAD' ? 'GET' : method) ?? []) {
      if (!path.startsWith(prefix)) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (let index = 0; index < names.length; index += 1) {
        const value = decode(found[index + 1] ?? '');
        if (value === undefined) return undefined;
        params[names[index] as string] = value;
      }
      return { route, params };
    }
    return undefined;
  };
}
