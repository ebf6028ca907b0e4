/**
 * A read receipt on the messages route: the platform's checks, then `{success: true}`. It sends
 * nothing, so it takes no throughput or pair-limit slot and posts no webhook.
 */
import type { Answer } from '../answer.ts';
import { checkRead } from '../send/check-read.ts';
import type { MockParts } from './mock-parts.ts';
import type { SendRequest } from './route-request.ts';

export function runRead(parts: MockParts, request: SendRequest, now: number, delayMs: number): Answer {
  const outcome = checkRead(parts.state, { phoneNumberId: request.phoneNumberId, authorization: request.authorization, body: request.body, now });
  const late = delayMs > 0 ? { delayMs } : {};
  if (outcome.kind === 'refused') return { kind: 'json', status: outcome.status, body: outcome.body, ...late };
  return { kind: 'json', status: 200, body: outcome.response, ...late };
}
