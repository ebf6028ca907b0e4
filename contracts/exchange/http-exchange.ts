/** One HTTP request and its response, as the suite sees them on the wire. */
export interface HttpRequest {
  method: string;
  /** Path with its query string, relative to the target's base URL. */
  path: string;
  headers: Record<string, string>;
  /** The exact body bytes sent, if any. */
  body?: string | Buffer;
}

export interface HttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body as text (UTF-8). */
  text: string;
}

/** Sends one request somewhere and returns what came back. */
export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** The JSON body of a response, or undefined when it is not JSON. */
export function parseJsonBody(response: HttpResponse): unknown {
  try {
    return response.text === '' ? undefined : (JSON.parse(response.text) as unknown);
  } catch {
    return undefined;
  }
}

/** Lower-case header lookup on a request or a response. */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
