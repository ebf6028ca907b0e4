/** A step of a pipeline: answers the request (a refusal, a replay, the result) or lets it go on. */
import type { Reply } from '../reply.ts';

export type Step<Context> = (context: Context) => Reply | undefined | Promise<Reply | undefined>;
