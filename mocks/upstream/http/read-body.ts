/**
 * Reads a request body the way the mock's edge always has (it used to be Fastify's defaults, and
 * clients may rely on them): JSON parsed, `text/plain` kept as text, no body at all when the request
 * announces none, and a transport error (with its HTTP status) for an empty or broken JSON body,
 * a body over the limit, or any other media type.
 */
import type { IncomingMessage } from 'node:http';
import { opensAtMost } from '../../http-kit/opening-brackets.ts';

/** `json` is the text a JSON body was parsed from. */
export type BodyOutcome = { ok: true; body: unknown; json?: string } | { ok: false; status: number; reason: string; closeConnection: boolean };

const invalidJson = "Body is not valid JSON but content-type is set to 'application/json'";
const emptyJson = "Body cannot be empty when content-type is set to 'application/json'";
const tooLarge = 'Request body is too large';

function mediaType(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  const end = contentType.indexOf(';');
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
}

/** Deeper than this, a body is refused: the walks below and the mock's checks stay far from the stack's end. */
export const maxBodyDepth = 64;

/**
 * Members that would reach an object's prototype if the body were ever merged into one, or a
 * nesting past `maxBodyDepth`. Walked with a list, not by recursion, so no body can exhaust the
 * stack (a throw here would come from a stream listener and take the process down).
 */
function poisonedOrTooDeep(body: unknown): boolean {
  const pending: [unknown, number][] = [[body, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxBodyDepth) return true;
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    const record = value as Record<string, unknown>;
    if (Object.hasOwn(record, '__proto__')) return true;
    const constructor = record.constructor;
    if (Object.hasOwn(record, 'constructor') && constructor !== null && typeof constructor === 'object' && Object.hasOwn(constructor, 'prototype')) return true;
    for (const member of Object.values(record)) pending.push([member, depth + 1]);
  }
  return false;
}

/**
 * Whether more than `limit` brackets are ever open at once in `text` (those inside strings
 * count too: a body this finds is only walked). Counted on the text, cheaper than a walk.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  // A text this short, or with this few brackets, cannot nest that deep; the step-by-step count
  // below took a send's body about a microsecond, as long as the rest of reading it.
  if (text.length <= limit || opensAtMost(text, limit)) return false;
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b) {
      if (++open > limit) return true;
    } else if (c === 0x7d || c === 0x5d) open -= 1;
  }
  return false;
}

function parse(text: string, type: string): BodyOutcome {
  if (type === 'text/plain') return { ok: true, body: text };
  if (text === '') return { ok: false, status: 400, reason: emptyJson, closeConnection: true };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: invalidJson, closeConnection: true };
  }
  // Only a body that names them, or nests deeply, needs the walk; checking the text first keeps it off the usual path.
  if ((text.includes('__proto__') || text.includes('constructor') || nestsDeeperThan(text, maxBodyDepth)) && poisonedOrTooDeep(body)) return { ok: false, status: 400, reason: invalidJson, closeConnection: true };
  return { ok: true, body, json: text };
}

/**
 * Whether the body is read at all: never for GET and HEAD; for DELETE and OPTIONS only with a media
 * type and a length; otherwise whenever a media type is given or a length above zero.
 */
function announcesBody(method: string | undefined, type: string | undefined, chunked: boolean, length: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  if (method === 'DELETE' || method === 'OPTIONS') return type !== undefined && (chunked || length !== undefined);
  return type !== undefined || chunked || (length !== undefined && length !== '0');
}

/** Calls `done` once with the body (or `undefined` when there is none) or the transport error. */
export function readBody(request: IncomingMessage, limit: number, done: (outcome: BodyOutcome) => void): void {
  const { headers } = request;
  const length = headers['content-length'];
  const chunked = headers['transfer-encoding'] !== undefined;
  const type = mediaType(headers['content-type']);
  if (!announcesBody(request.method, type, chunked, length)) return done({ ok: true, body: undefined });
  if (type !== 'application/json' && type !== 'text/plain') return done({ ok: false, status: 415, reason: 'Unsupported Media Type', closeConnection: false });
  if (length !== undefined && Number(length) > limit) return done({ ok: false, status: 413, reason: tooLarge, closeConnection: true });
  const chunks: Buffer[] = [];
  let received = 0;
  // Whether `done` was called. The listeners are anonymous on purpose: run through tsx, every
  // named function made per request costs a defineProperty for its name (esbuild's keepNames),
  // which profiles of the send route showed at several per cent.
  let finished = false;
  request.on('data', (chunk: Buffer) => {
    if (finished) return;
    received += chunk.length;
    if (received <= limit) return void chunks.push(chunk);
    finished = true;
    chunks.length = 0;
    done({ ok: false, status: 413, reason: tooLarge, closeConnection: true });
  });
  request.on('end', () => {
    if (finished) return;
    finished = true;
    const text = chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8');
    done(parse(text, type));
  });
  request.on('error', () => {
    if (finished) return;
    finished = true;
    done({ ok: false, status: 400, reason: 'The request body could not be read', closeConnection: true });
  });
}
