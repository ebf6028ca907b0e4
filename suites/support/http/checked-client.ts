/**
 * The HTTP client every check uses. Each exchange is validated against the contract on the way
 * back, so a check that only looks at a status still fails when the body breaks the contract.
 * Calls to the gateway and its control plane also go on the check's trail (exchange-trail.ts),
 * secrets replaced, so a failure can be reported with the request that reproduces it.
 */
import { contractFileName } from '../../../contracts/index.ts';
import { ContractViolationError } from '../../../contracts/exchange/violation.ts';
import { validateExchange, type ExchangeContract } from '../../../contracts/exchange/validate-exchange.ts';
import type { HttpRequest, HttpResponse, Transport } from '../../../contracts/exchange/http-exchange.ts';
import { parseJsonBody } from '../../../contracts/exchange/http-exchange.ts';
import { isTrouble, recordCall } from './exchange-trail.ts';
import { recordControlCall, recordPublicCall, type Plane } from './recorded-call.ts';
import { redactHeaders } from './redact.ts';

export interface CheckedRequest extends HttpRequest {
  /** The check sends a request that breaks the contract on purpose; the response is still checked. */
  invalidRequest?: boolean;
  /** The path is deliberately outside the contract (e.g. a legacy path expected to answer 404). */
  undocumented?: boolean;
  /**
   * Statuses the check's own acceptance admits although the contract does not list them (a 415
   * or 413 where decision A17 or A66 accepts any 4xx). An answer with such a status is left to
   * the check; a status the contract lists is still held to it. The client never decides a
   * verdict stricter than the check states.
   */
  statusesJudgedByCheck?: (status: number) => boolean;
}

/** Every 4xx: for checks whose acceptance is "any 4xx". */
export const anyClientError = (status: number): boolean => status >= 400 && status < 500;

export interface CheckedResponse<T = unknown> extends HttpResponse {
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: T;
}

export interface RecordedExchange {
  request: HttpRequest;
  response: HttpResponse;
}

export interface CheckedClientOptions {
  transport: Transport;
  contract: ExchangeContract;
  /** Sees every exchange, with secrets already redacted (for reports and reproductions). */
  onExchange?: (exchange: RecordedExchange) => void;
  /** Which trail the calls go on; by default read from the contract (gateway: public, control: control). */
  plane?: Plane | 'none';
}

function planeOf(contract: ExchangeContract): Plane | 'none' {
  if (contract.name === contractFileName('gateway')) return 'public';
  if (contract.name === contractFileName('control')) return 'control';
  return 'none';
}

export class CheckedClient {
  readonly #transport: Transport;
  readonly #contract: ExchangeContract;
  readonly #onExchange: ((exchange: RecordedExchange) => void) | undefined;
  readonly #plane: Plane | 'none';

  constructor(options: CheckedClientOptions) {
    this.#transport = options.transport;
    this.#contract = options.contract;
    this.#onExchange = options.onExchange;
    this.#plane = options.plane ?? planeOf(options.contract);
  }

  #record(wire: HttpRequest, outcome: { response: HttpResponse } | { error: unknown }): void {
    const trouble = isTrouble('response' in outcome ? outcome.response.status : undefined);
    if (this.#plane === 'public') recordCall(() => recordPublicCall(wire, outcome), trouble);
    else if (this.#plane === 'control') recordCall(() => recordControlCall(wire, outcome), trouble);
  }

  async request<T = unknown>(request: CheckedRequest): Promise<CheckedResponse<T>> {
    const { invalidRequest, undocumented, statusesJudgedByCheck, ...wire } = request;
    let response: HttpResponse;
    try {
      response = await this.#transport(wire);
    } catch (error) {
      this.#record(wire, { error });
      throw error;
    }
    this.#record(wire, { response });
    this.#onExchange?.({ request: { ...wire, headers: redactHeaders(wire.headers) }, response });
    if (!undocumented) {
      const judgedByCheck = statusesJudgedByCheck?.(response.status) === true;
      const violations = validateExchange(this.#contract, wire, response, { skipRequest: invalidRequest === true }).filter((v) => !(judgedByCheck && v.part === 'status'));
      if (violations.length > 0) throw new ContractViolationError(violations);
    }
    return { ...response, json: parseJsonBody(response) as T };
  }

  /** A JSON request: the body is serialised once and those exact bytes are sent. */
  json<T = unknown>(method: string, path: string, body: unknown, options: Omit<CheckedRequest, 'method' | 'path' | 'body'>): Promise<CheckedResponse<T>> {
    return this.request<T>({
      ...options,
      method,
      path,
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    });
  }
}
