/**
 * One HTTP call of a check as a report may show it: enough to send it again by hand, with every
 * secret replaced. The access token becomes `$GATEWAY_TOKEN` (a shell variable the reader sets),
 * one-time codes become a placeholder, and control-plane calls keep only their method, path and
 * status (their bodies carry worlds, tokens and signing secrets).
 */
import type { HttpRequest, HttpResponse } from '../../../contracts/exchange/http-exchange.ts';
import { redactOneTimeCodes } from './one-time-code-redaction.ts';
import { isSecretHeader } from './redact.ts';

export type Plane = 'public' | 'control';

export interface RecordedCall {
  plane: Plane;
  method: string;
  /** Path and query, relative to the target's base URL (public) or control URL (control). */
  path: string;
  /** Public calls only: the headers as sent, secrets replaced. */
  headers?: Record<string, string>;
  /** Public calls only: the body as sent (UTF-8 text, or base64 when it is not valid UTF-8). */
  body?: string;
  bodyEncoding?: 'utf8' | 'base64';
  /** Set instead of `body` when the body was too large to keep: its size in bytes. */
  bodyOmittedBytes?: number;
  /** What came back; headers and body (public calls only) with secrets of the request scrubbed, the body cut short. */
  response?: { status: number; headers?: Record<string, string>; body?: string };
  /** The call never got an answer (refused connection, time limit). */
  transportError?: string;
  /** What was replaced by a placeholder, for the reader to put back (e.g. `one-time code`). */
  replaced?: string[];
  /**
   * Written byte for byte on a socket (a header given twice, broken framing): shown as a server
   * reads it, so a curl of it sends it only approximately.
   */
  byteForByte?: boolean;
}

/** The shell variable a reproduction reads the access token from. */
export const tokenVariable = '$GATEWAY_TOKEN';
const maxBodyBytes = 64 * 1024;
const maxResponseChars = 2000;

/**
 * Keeps the scheme and spacing of an Authorization value and swaps the credential for the
 * variable, so a malformed header (no scheme, odd spacing) is reproduced as malformed.
 */
export function tokenPlaceholder(value: string): { header: string; secret: string | undefined } {
  const schemed = /^(\s*[A-Za-z][\w-]*\s+)(\S(?:[\s\S]*\S)?)(\s*)$/.exec(value);
  if (schemed) return { header: `${schemed[1]}${tokenVariable}${schemed[3]}`, secret: schemed[2] };
  const bare = value.trim();
  if (bare === '' || /^bearer$/i.test(bare)) return { header: value, secret: undefined };
  return { header: value.replace(bare, () => tokenVariable), secret: bare };
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function scrub(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 3) out = out.split(secret).join('<redacted>');
    else out = out.split(JSON.stringify(secret)).join('"<redacted>"');
  }
  return out;
}

/**
 * A public call, ready for a report: the token swapped for `$GATEWAY_TOKEN`, codes for a
 * placeholder. `knownSecrets` are scrubbed too (credentials the caller took out of the headers).
 */
export function recordPublicCall(request: HttpRequest, outcome: { response: HttpResponse } | { error: unknown }, knownSecrets: readonly string[] = []): RecordedCall {
  const secrets: string[] = [...knownSecrets];
  const replaced = new Set<string>();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'authorization') {
      const { header, secret } = tokenPlaceholder(value);
      headers[name] = header;
      if (secret !== undefined) secrets.push(secret);
    } else if (isSecretHeader(name)) {
      headers[name] = '<signature>';
      replaced.add(`${name} header`);
    } else {
      headers[name] = value;
    }
  }
  // A token the check also put in the query or the body (to see it refused there) is hidden too.
  const call: RecordedCall = { plane: 'public', method: request.method.toUpperCase(), path: scrub(request.path, secrets), headers };
  const response = 'response' in outcome ? outcome.response : undefined;
  if (request.body !== undefined) {
    const bytes = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
    if (bytes.length > maxBodyBytes) {
      call.bodyOmittedBytes = bytes.length;
    } else if (isUtf8(bytes)) {
      const redaction = redactOneTimeCodes(bytes.toString('utf8'), response?.text ?? '');
      call.body = scrub(redaction.text, secrets);
      call.bodyEncoding = 'utf8';
      if (redaction.codes.length > 0) replaced.add('one-time code');
      secrets.push(...redaction.codes);
    } else {
      call.body = bytes.toString('base64');
      call.bodyEncoding = 'base64';
    }
  }
  if (response) {
    // Scrubbed before it is cut, so no piece of a secret is left at the cut.
    const scrubbed = scrub(response.text, secrets);
    const text = scrubbed.length > maxResponseChars ? `${scrubbed.slice(0, maxResponseChars)}...` : scrubbed;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) headers[name] = isSecretHeader(name) ? '<redacted>' : scrub(value, secrets);
    call.response = { status: response.status, headers, body: text };
  } else if ('error' in outcome) {
    call.transportError = scrub(outcome.error instanceof Error ? outcome.error.message : String(outcome.error), secrets);
  }
  if (replaced.size > 0) call.replaced = [...replaced];
  return call;
}

/** A control-plane call: only what it was and how it ended, never its headers or bodies. */
export function recordControlCall(request: HttpRequest, outcome: { response: HttpResponse } | { error: unknown }): RecordedCall {
  const call: RecordedCall = { plane: 'control', method: request.method.toUpperCase(), path: request.path };
  if ('response' in outcome) call.response = { status: outcome.response.status };
  else call.transportError = 'no answer';
  return call;
}
