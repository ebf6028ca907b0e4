/**
 * The path a request names, as the router reads it: the request target up to its query (`?`) or
 * fragment (`#`), an absolute-form target (`http://host/path`) taken by its path, and escapes
 * decoded except those of characters that would change the path's shape (`%2F` stays, and is
 * decoded only inside a parameter). A path whose escapes cannot be decoded names nothing (A73).
 */

/** Longest value a path parameter may have; a longer one names nothing. */
export const maxParamLength = 100;

export interface RequestTarget {
  /** The decoded path, for matching. */
  path: string;
}

export function requestTarget(url: string): RequestTarget | undefined {
  let target = url;
  if (target.charCodeAt(0) !== 0x2f) target = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  let end = target.length;
  for (let i = 0; i < target.length; i++) {
    const c = target.charCodeAt(i);
    if (c === 0x3f || c === 0x23) {
      end = i;
      break;
    }
  }
  const path = end === target.length ? target : target.slice(0, end);
  if (!path.includes('%')) return { path };
  try {
    return { path: decodeURI(path) };
  } catch {
    return undefined;
  }
}

/** A parameter's value from its (still encoded) path segment, or undefined when it cannot be decoded. */
export function paramValue(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
