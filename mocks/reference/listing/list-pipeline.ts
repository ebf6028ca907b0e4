/**
 * `GET /api/v2/templates` as an ordered list of steps, the first that answers ending the request.
 * Decision A13 fixes the order: the four checks every call passes, then the query, then the
 * cursor. No step can answer 409, 429 or 502 (section 7): nothing here is keyed or sent upstream.
 */
import { refusal } from '../errors/gateway-error.ts';
import { armedFailure } from '../pipeline/armed-failure.ts';
import { authenticateCaller } from '../pipeline/authenticate-caller.ts';
import type { GatewayCore } from '../pipeline/gateway-core.ts';
import { refusalReply, type Reply } from '../pipeline/reply.ts';
import { runPipeline } from '../pipeline/run-pipeline.ts';
import type { NamedStep } from '../pipeline/step.ts';
import type { ListContext, ListInput } from './list-context.ts';
import { answerPage } from './steps/answer-page.ts';
import { checkCursor } from './steps/check-cursor.ts';
import { checkQuery } from './steps/check-query.ts';

export const listSteps: readonly NamedStep<ListContext>[] = [
  { name: 'authenticate', run: authenticateCaller },
  { name: 'armed-failure', run: armedFailure },
  { name: 'query', run: checkQuery },
  { name: 'cursor', run: checkCursor },
  { name: 'page', run: answerPage },
];

const unexpected = refusalReply(refusal('internal_error', 'Something went wrong on the gateway; retry the request.'));

/** One listing through `steps` (the gateway's `parts.listSteps`). */
export function listTemplates(gateway: GatewayCore, steps: readonly NamedStep<ListContext>[], input: ListInput): Promise<Reply> {
  return runPipeline(steps, { gateway, input, afterAnswer: [] }, unexpected);
}
