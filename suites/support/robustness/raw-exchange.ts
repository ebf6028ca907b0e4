/**
 * One HTTP/1.1 exchange written byte for byte on a fresh connection: what no client library will
 * send (a header given twice, a header section of 64 KB, broken chunked framing, a request line
 * that is not HTTP). The request always asks for `Connection: close` semantics by being the only
 * one on its connection; the answer is read until the peer closes or the time limit passes.
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { isTrouble, recordCall } from '../http/exchange-trail.ts';
import { recordPublicCall, tokenPlaceholder } from '../http/recorded-call.ts';

export interface RawAnswer {
  /** Status of the answer; undefined when the connection closed without one. */
  status?: number;
  /** Header names in lower case; repeated ones joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** No answer and no close within the time limit. */
  timedOut: boolean;
  /** The connection failed (refused, reset before any answer). */
  error?: string;
}

export interface RawTarget {
  host: string;
  port: number;
  tls: boolean;
  /** Path prefix of the target's base URL, without a trailing slash (often empty). */
  prefix: string;
}

export function rawTarget(apiUrl: string): RawTarget {
  const url = new URL(apiUrl);
  const tls = url.protocol === 'https:';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || (tls ? 443 : 80)), tls, prefix: url.pathname.replace(/\/+$/, '') };
}

/** `Host` header value for the target. */
export function hostHeader(target: RawTarget): string {
  return target.host.includes(':') ? `[${target.host}]:${target.port}` : `${target.host}:${target.port}`;
}

interface Parsed {
  status?: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The data of a chunked body, as far as whole chunks have arrived. */
function unchunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isSafeInteger(size) || size === 0 || lineEnd + 2 + size > raw.length) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(bytes: Buffer): Parsed {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/') || end === -1) return { headers: {}, body: bytes };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  // latin1 keeps one character per byte, so the head's length in characters is its length in bytes.
  let body = bytes.subarray(end + 4);
  const length = Number(headers['content-length']);
  if (Number.isSafeInteger(length)) body = body.subarray(0, length);
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunked(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/**
 * Puts an exchange on the check's trail like any public call (secrets replaced), so a failure
 * shows the request it made; a repeated header is shown joined, as a server reads it. Bytes whose
 * first line is no HTTP request line are left off: there is no request to show or replay.
 */
function recordRaw(target: RawTarget, request: Buffer, answer: RawAnswer): void {
  const text = request.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  const [line = '', ...headerLines] = text.slice(0, headEnd === -1 ? text.length : headEnd).split('\r\n');
  const requestLine = /^([A-Z]+) (\/\S*) HTTP\/1\.[01]$/.exec(line);
  if (!requestLine) return;
  const headers: Record<string, string> = {};
  // Each Authorization given is replaced on its own: joined, the credentials would be one secret.
  const credentials = headerLines.flatMap((header) => (/^authorization:/i.test(header) ? [tokenPlaceholder(header.slice(header.indexOf(':') + 1).trim())] : []));
  for (const header of headerLines) {
    const colon = header.indexOf(':');
    if (colon <= 0 || /^authorization:/i.test(header)) continue;
    const name = header.slice(0, colon).trim();
    const value = header.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const path = requestLine[2]?.startsWith(`${target.prefix}/`) ? requestLine[2].slice(target.prefix.length) : (requestLine[2] ?? '/');
  const body = headEnd === -1 ? undefined : request.subarray(headEnd + 4);
  const wire = { method: requestLine[1] ?? 'GET', path, headers, ...(body && body.length > 0 ? { body } : {}) };
  const outcome = answer.status === undefined ? { error: new Error(answer.error ?? (answer.timedOut ? 'no answer within the time limit' : 'the connection closed without an answer')) } : { response: { status: answer.status, headers: answer.headers, text: answer.body } };
  const secrets = credentials.flatMap((c) => (c.secret === undefined ? [] : [c.secret]));
  recordCall(() => {
    const call = recordPublicCall(wire, outcome, secrets);
    const headers: Record<string, string> = credentials.length === 0 ? {} : { Authorization: credentials.map((c) => c.header).join(', ') };
    return { ...call, headers: { ...headers, ...call.headers }, byteForByte: true };
  }, isTrouble(answer.status));
}

/** Writes `request` as it is and reads the answer, and puts the exchange on the check's trail. Never throws: trouble is in the result. */
export async function rawExchange(target: RawTarget, request: Buffer | string, timeoutMs = 10_000): Promise<RawAnswer> {
  const answer = await exchangeBytes(target, request, timeoutMs);
  recordRaw(target, Buffer.from(request), answer);
  return answer;
}

function exchangeBytes(target: RawTarget, request: Buffer | string, timeoutMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const options = { host: target.host, port: target.port };
    const socket: Socket = target.tls ? tlsConnect({ ...options, servername: target.host, rejectUnauthorized: false }) : tcpConnect(options);
    const finish = (extra: Partial<RawAnswer> = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const { status, headers, body } = parse(Buffer.concat(chunks));
      resolve({ ...(status === undefined ? {} : { status }), headers, body: body.toString('utf8'), timedOut: false, ...extra });
    };
    const timer = setTimeout(() => finish({ timedOut: chunks.length === 0 }), timeoutMs);
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Enough once the declared body is in: some servers keep the connection open anyway.
      const answer = parse(Buffer.concat(chunks));
      const length = Number(answer.headers['content-length']);
      if (answer.status !== undefined && Number.isSafeInteger(length) && answer.body.length >= length) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error: Error & { code?: string }) => finish(chunks.length === 0 ? { error: error.code ?? error.message } : {}));
  });
}

/** A request as text: request line, the header lines given (repeats kept, order kept), then the body. */
export function rawRequest(method: string, path: string, headers: readonly [string, string][], body?: Buffer | string): Buffer {
  const head = [`${method} ${path} HTTP/1.1`, ...headers.map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');
  return Buffer.concat([Buffer.from(head, 'latin1'), body === undefined ? Buffer.alloc(0) : Buffer.from(body)]);
}
