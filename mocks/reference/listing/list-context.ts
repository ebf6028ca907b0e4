/**
 * What one listing request carries through its pipeline: the request as received and what each
 * step has learned so far. The `Idempotency-Key` header is not part of it: a listing ignores it
 * (decision A11), so it is never read.
 */
import type { Caller } from '../auth/authenticate.ts';
import type { GatewayCore } from '../pipeline/gateway-core.ts';
import type { PipelineContext } from '../pipeline/run-pipeline.ts';
import type { ListQuery } from './list-query.ts';
import type { Position } from './newest-first.ts';

export interface ListInput {
  authorization: string | string[] | undefined;
  phoneNumberId: string | undefined;
  /** The query string as sent; repeated parameters keep every value. */
  query: URLSearchParams;
}

export interface ListContext extends PipelineContext {
  gateway: GatewayCore;
  input: ListInput;
  caller?: Caller;
  query?: ListQuery;
  /** Set from a valid cursor: the page starts after this position. */
  after?: Position;
}
