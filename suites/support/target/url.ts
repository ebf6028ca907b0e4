/** Url mode: the target is already running; the user gives its base URL and control URL. */
import { fetchTransport } from './fetch-transport.ts';
import type { Target } from './target.ts';

export interface UrlTargetOptions {
  baseUrl: string;
  controlUrl: string;
  controlToken: string;
  timeoutMs?: number;
}

function parseHttpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${what} is not a URL: ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${what} must be http:// or https://, got ${url.protocol}`);
  }
  return url;
}

export function connectUrlTarget(options: UrlTargetOptions): Target {
  const base = parseHttpUrl(options.baseUrl, 'target URL');
  const control = parseHttpUrl(options.controlUrl, 'control URL');
  const timing = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  return {
    mode: 'url',
    label: base.origin + base.pathname.replace(/\/$/, ''),
    api: fetchTransport(base.href, timing),
    control: fetchTransport(control.href, timing),
    controlToken: options.controlToken,
    apiUrl: base.href,
    close: async () => undefined,
  };
}
