/**
 * A pipeline run: its steps in order until one answers, then what the steps left for the end of
 * the request. A step that must finish something once the answer is known, whatever it is (a
 * crash's included), leaves it in `afterAnswer`: the idempotency step stores or releases its key
 * there (section 3.3). The runner knows nothing of what is left.
 */
import type { Reply } from './reply.ts';
import type { NamedStep } from './step.ts';

/** What every pipeline's context carries for the runner. */
export interface PipelineContext {
  /** Called once with the answer the request gets, in the order the steps left them. */
  afterAnswer: ((reply: Reply) => void)[];
}

/**
 * The first answer of `steps` in order, or `unexpected` when none answers or one throws. A step
 * that answers at once is not awaited: most of a send's steps are synchronous, and a wait per
 * step (or an async function of its own around the loop) was a turn of the microtask queue each
 * for nothing.
 */
export async function runPipeline<Context extends PipelineContext>(
  steps: readonly NamedStep<Context>[],
  context: Context,
  unexpected: Reply,
): Promise<Reply> {
  let reply = unexpected;
  try {
    for (const step of steps) {
      const made = step.run(context);
      const answered = made instanceof Promise ? await made : made;
      if (answered) {
        reply = answered;
        break;
      }
    }
  } catch {
    reply = unexpected;
  } finally {
    for (const after of context.afterAnswer) after(reply);
  }
  return reply;
}
