/** An answer of the public API as bytes: what the HTTP edge writes and what a key replays. */
import type { Refusal } from '../errors/gateway-error.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

export function refusalReply(refusal: Refusal): Reply {
  return jsonReply(refusal.status, refusal.body, refusal.headers);
}
