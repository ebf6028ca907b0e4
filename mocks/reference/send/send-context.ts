/**
 * What one send carries through the pipeline: the request as received and what each step has
 * learned so far. Steps read earlier facts and add their own; none reaches back.
 */
import type { Caller } from '../auth/authenticate.ts';
import type { FieldProblem } from '../errors/gateway-error.ts';
import type { GatewayCore } from '../pipeline/gateway-core.ts';
import type { PipelineContext } from '../pipeline/run-pipeline.ts';
import type { LocalTemplate } from '../templates/local-template.ts';
import type { SendRequest } from './send-request.ts';

/** The body as the HTTP edge read it: parsed JSON, or why it could not be read (decision A17). */
export type ReceivedBody = { kind: 'json'; value: unknown } | { kind: 'unreadable'; problem: FieldProblem };

export interface SendInput {
  authorization: string | string[] | undefined;
  phoneNumberId: string | undefined;
  /** Every value when the header came more than once (decision A10 refuses that). */
  idempotencyKey: string | string[] | undefined;
  body: ReceivedBody;
}

export interface SendContext extends PipelineContext {
  gateway: GatewayCore;
  input: SendInput;
  /** Fixed once at the start, so every rule of one send sees the same instant. */
  now: number;
  caller?: Caller;
  send?: SendRequest;
  key?: string;
  template?: LocalTemplate;
  oneTimeCode?: string;
}
