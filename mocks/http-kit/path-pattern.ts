/**
 * A route path with `:name` segments as a regular expression: each parameter matches one
 * non-empty segment, captured in order under `names`. Shared by the reference's and the platform
 * mock's `node:http` edges, which each decode and judge the captured values their own way.
 */
export interface PathPattern {
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function pathPattern(path: string): PathPattern {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}
