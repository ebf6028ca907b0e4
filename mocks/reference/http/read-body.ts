/**
 * Decision A17: what the body of a send means, from the bytes `body-bytes.ts` kept. Only
 * `application/json` (any parameters) is read; an empty, unparseable or non-JSON body becomes a
 * `validation_error` at `["body"]`, never a 400 or 415. Decision A73 adds malformed UTF-8 and
 * nesting past 64 levels to what cannot be read.
 */
import type { ReceivedBody } from '../send/send-context.ts';
import { OversizedBody } from './body-bytes.ts';
import { readJsonText } from './wire-json.ts';

const json = 'application/json';

// The media type before any parameters, trimmed, in any letter case. Read without splitting the
// header into a list: this runs on every send.
function isJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim();
  return type.length === json.length && (type === json || type.toLowerCase() === json);
}

export function readBody(contentType: string | undefined, raw: Buffer | OversizedBody | undefined): ReceivedBody {
  // Decision A66: too large is refused before anything else is judged.
  if (raw instanceof OversizedBody) return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body is larger than the gateway accepts' } };
  if (!isJson(contentType)) return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body must be JSON sent as application/json' } };
  if (!raw || raw.length === 0) return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body is empty' } };
  const read = readJsonText(raw);
  return read.ok ? { kind: 'json', value: read.value } : { kind: 'unreadable', problem: { loc: ['body'], msg: read.reason } };
}
