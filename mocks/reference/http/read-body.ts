/**
 * Decision A17: how the edge reads a request body. Only `application/json` (any parameters) is
 * read; an empty, unparseable or non-JSON body becomes a `validation_error` at `["body"]`,
 * never a 400 or 415.
 */
import type { ReceivedBody } from '../send/send-context.ts';

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

export function readBody(contentType: string | undefined, raw: Buffer | undefined): ReceivedBody {
  if (!isJson(contentType)) return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body must be JSON sent as application/json' } };
  if (!raw || raw.length === 0) return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body is empty' } };
  try {
    return { kind: 'json', value: JSON.parse(raw.toString('utf8')) };
  } catch {
    return { kind: 'unreadable', problem: { loc: ['body'], msg: 'the body is not valid JSON' } };
  }
}
