/**
 * The edge's route table as a matcher: a fixed path is one look-up, a path with `:name` segments
 * (the control plane's) a pattern tried in the table's order. HEAD is answered by the GET route.
 */
import { pathPattern } from '../../http-kit/path-pattern.ts';
import { maxParamLength, paramValue } from './request-target.ts';

export interface EdgeRoute<H> {
  method: string;
  /** `:name` segments are parameters: one non-empty segment each. */
  path: string;
  handler: H;
}

export type RouteMatch<H> = { found: 'route'; handler: H; params: Record<string, string> } | { found: 'none' } | { found: 'unreadable' };

interface Pattern<H> {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: H;
}

const none = { found: 'none' } as const;
const unreadable = { found: 'unreadable' } as const;
const noParams: Record<string, string> = Object.freeze({}) as Record<string, string>;

export function routeMatcher<H>(routes: readonly EdgeRoute<H>[]): (method: string, path: string) => RouteMatch<H> {
  const fixed = new Map<string, RouteMatch<H>>();
  const patterns: Pattern<H>[] = [];
  for (const route of routes) {
    if (!route.path.includes('/:')) {
      fixed.set(`${route.method} ${route.path}`, { found: 'route', handler: route.handler, params: noParams });
      continue;
    }
    patterns.push({ method: route.method, ...pathPattern(route.path), handler: route.handler });
  }
  return (requestMethod, path) => {
    const method = requestMethod === 'HEAD' ? 'GET' : requestMethod;
    const exact = fixed.get(`${method} ${path}`);
    if (exact !== undefined) return exact;
    for (const { method: wanted, pattern, names, handler } of patterns) {
      if (wanted !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      for (let index = 0; index < names.length; index += 1) {
        const value = paramValue(found[index + 1] ?? '');
        // A value too long or badly escaped names no resource: the request is answered as unreadable.
        if (value === undefined || value.length > maxParamLength) return unreadable;
        params[names[index] as string] = value;
      }
      return { found: 'route', handler, params };
    }
    return none;
  };
}
