/**
 * What an error answer must not carry (section 7 and its notes, section 8; decision A59): a stack
 * trace, the platform's numeric error code, a retry flag, a request id, `Retry-After` or
 * `X-RateLimit-*` headers. Each function answers the problems it found, so a check can print
 * them all at once.
 */

// JavaScript, Python, Java/Kotlin and Go traces, and source paths with line numbers.
const stackPatterns: readonly RegExp[] = [
  /\bat\s+[^\s()]+\s+\([^()]*:\d+:\d+\)/,
  /\n\s+at\s+\S/,
  /Traceback \(most recent call last\)/,
  /\bat\s+[\w$.]+\([\w]+\.(?:java|kt):\d+\)/,
  /\bgoroutine \d+ \[/,
  /node_modules[\\/]/,
  /\.(?:[cm]?[jt]s|py|go|java|rb):\d+(?::\d+)?\b/,
];

export function stackTraceIn(text: string): string | undefined {
  const hit = stackPatterns.find((pattern) => pattern.test(text));
  return hit === undefined ? undefined : `body looks like a stack trace (${String(hit)}): ${text.slice(0, 200)}`;
}

// Keys that would carry a retry hint, a platform code or a request/trace id.
const leakyKey = /retry|transient|request.?id|trace.?id|fbtrace|subcode|error_code|upstream_code|platform_code/i;

function walk(value: unknown, path: string, visit: (path: string, key: string | undefined, value: unknown) => void, key?: string): void {
  visit(path, key, value);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, visit));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, visit, k);
}

/** Fields of an error body that section 7 says the response never has. */
export function errorBodyLeaks(body: unknown, upstreamCode?: number): string[] {
  const problems: string[] = [];
  walk(body, '$', (path, key, value) => {
    if (key !== undefined && leakyKey.test(key)) problems.push(`${path}: a "${key}" field (retry flag, request id or upstream code)`);
    if (upstreamCode !== undefined && (value === upstreamCode || value === String(upstreamCode))) problems.push(`${path}: carries the platform's error code ${upstreamCode} as a value`);
  });
  return problems;
}

/** Headers section 8 and the notes of section 7 rule out on every answer. */
export function rateLimitHeaders(headers: Record<string, string>): string[] {
  return Object.keys(headers).filter((name) => /^(retry-after|x-ratelimit-.*|ratelimit(-.*)?)$/i.test(name));
}

/** Request-id headers: only a warning in the spec profile (A59: a proxy may add them). */
export function requestIdHeaders(headers: Record<string, string>): string[] {
  return Object.keys(headers).filter((name) => /^(x-request-id|x-correlation-id|x-trace-id|traceparent|request-id|x-amzn-requestid)$/i.test(name));
}
