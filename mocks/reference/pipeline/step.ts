/** A step of a pipeline: answers the request (a refusal, a replay, the result) or lets it go on. */
import type { Reply } from './reply.ts';

export type Step<Context> = (context: Context) => Reply | undefined | Promise<Reply | undefined>;

/** A step with the name a pipeline's table lists it under. */
export interface NamedStep<Context> {
  name: string;
  run: Step<Context>;
}

/**
 * Runs `steps` in order until one answers; undefined when none did. A step that answers at once
 * is not awaited: most of a send's steps are synchronous, and a wait per step was a turn of the
 * microtask queue each for nothing.
 */
export async function firstReply<Context>(steps: readonly NamedStep<Context>[], context: Context): Promise<Reply | undefined> {
  for (const step of steps) {
    const made = step.run(context);
    const reply = made instanceof Promise ? await made : made;
    if (reply) return reply;
  }
  return undefined;
}
