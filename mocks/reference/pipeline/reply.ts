/** An answer of the public API as bytes: what the HTTP edge writes and what a key replays. */
import type { Refusal } from '../errors/gateway-error.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function jsonReply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  // Most answers carry no header of their own: no spread of an empty object for them.
  const all = headers === undefined ? { 'content-type': 'application/json; charset=utf-8' } : { 'content-type': 'application/json; charset=utf-8', ...headers };
  return { status, headers: all, body: JSON.stringify(body) };
}

export function refusalReply(refusal: Refusal): Reply {
  return jsonReply(refusal.status, refusal.body, refusal.headers);
}
