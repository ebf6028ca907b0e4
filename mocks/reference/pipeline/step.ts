/** A step of a pipeline: answers the request (a refusal, a replay, the result) or lets it go on. */
import type { Reply } from './reply.ts';

export type Step<Context> = (context: Context) => Reply | undefined | Promise<Reply | undefined>;

/** A step with the name a pipeline's table lists it under. */
export interface NamedStep<Context> {
  name: string;
  run: Step<Context>;
}
