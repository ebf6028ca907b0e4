/**
 * The suite's side of the control plane (`harness-control.openapi.json`): provisions a target
 * for a check. Every exchange is validated against the control contract, like public calls.
 */
import type { components } from '../../../contracts/types/harness-control.ts';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { CheckedClient, type CheckedResponse } from '../http/checked-client.ts';
import type { Target } from '../target/target.ts';

type Schemas = components['schemas'];
export type TargetWorld = Schemas['TargetWorld'];
export type Capabilities = Schemas['Capabilities'];
export type CustomerState = Schemas['CustomerState'];

/** The control plane answered something other than success: the run cannot provision the target. */
export class ControlPlaneError extends Error {
  override name = 'ControlPlaneError';
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`control plane ${operation} answered ${status}: ${detail}`);
  }
}

export class ControlClient {
  readonly #client: CheckedClient;
  readonly #token: string;

  constructor(target: Pick<Target, 'control' | 'controlToken'>) {
    this.#client = new CheckedClient({ transport: target.control, contract: exchangeContract('control') });
    this.#token = target.controlToken;
  }

  #headers(): Record<string, string> {
    return { authorization: `Bearer ${this.#token}` };
  }

  async #call<T>(operation: string, method: string, path: string, body?: unknown): Promise<T> {
    const response: CheckedResponse<T> =
      body === undefined
        ? await this.#client.request<T>({ method, path, headers: this.#headers() })
        : await this.#client.json<T>(method, path, body, { headers: this.#headers() });
    if (response.status >= 300) throw new ControlPlaneError(operation, response.status, response.text.slice(0, 500));
    return response.json;
  }

  capabilities(): Promise<Capabilities> {
    return this.#call('getCapabilities', 'GET', '/capabilities');
  }

  async reset(): Promise<void> {
    await this.#call('reset', 'POST', '/reset');
  }

  async loadWorld(world: TargetWorld): Promise<void> {
    await this.#call('loadWorld', 'PUT', '/world', world);
  }

  /** Reconnects a number; `token` lets the harness pick the new token (as the platform would issue it). */
  reconnectNumber(phoneNumberId: string, token?: string): Promise<Schemas['ReconnectResult']> {
    return this.#call('reconnectNumber', 'POST', `/numbers/${encodeURIComponent(phoneNumberId)}/reconnect`, token === undefined ? {} : { token });
  }

  /** The number sends a text from its inbox, AI agent or a campaign (capability other_source_sends). */
  sendFromOtherSource(phoneNumberId: string, send: Schemas['OtherSourceSend']): Promise<Schemas['OtherSourceSendResult']> {
    return this.#call('sendFromOtherSource', 'POST', `/numbers/${encodeURIComponent(phoneNumberId)}/other-source-sends`, send);
  }

  /** A message record as the target keeps it now (capability message_records). */
  messageRecord(messageId: string): Promise<Schemas['KeptMessageRecord']> {
    return this.#call('getMessageRecord', 'GET', `/messages/${encodeURIComponent(messageId)}`);
  }

  advanceClock(seconds: number): Promise<Schemas['ClockNow']> {
    return this.#call('advanceClock', 'POST', '/clock/advance', { seconds });
  }

  customerState(phoneNumberId: string, waId: string): Promise<CustomerState> {
    return this.#call('getCustomerState', 'GET', `/customers/${encodeURIComponent(phoneNumberId)}/${encodeURIComponent(waId)}`);
  }

  /** A subscription's delivery state and attempts, as the dashboard shows them (capability delivery_history). */
  subscriptionDeliveries(subscriptionId: string): Promise<Schemas['SubscriptionDeliveries']> {
    return this.#call('getSubscriptionDeliveries', 'GET', `/subscriptions/${encodeURIComponent(subscriptionId)}/deliveries`);
  }

  /** Registers a subscription again, as the dashboard does: active, with a new signing secret shown once (capability subscription_reregister). */
  reregisterSubscription(subscriptionId: string): Promise<Schemas['ReregisterResult']> {
    return this.#call('reregisterSubscription', 'POST', `/subscriptions/${encodeURIComponent(subscriptionId)}/reregister`);
  }

  /** Makes the next `requests` public requests fail inside the service, 0 disarming (capability internal_failure, a test hook). */
  armInternalFailure(requests: number): Promise<Schemas['InternalFailureArmed']> {
    return this.#call('armInternalFailure', 'POST', '/faults/internal', { requests });
  }

  syncTemplates(phoneNumberId?: string): Promise<Schemas['TemplateSyncResult']> {
    return this.#call('syncTemplates', 'POST', '/templates/sync', phoneNumberId === undefined ? {} : { phone_number_id: phoneNumberId });
  }
}
