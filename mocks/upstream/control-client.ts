/**
 * Typed helpers for the mock's `/__control` API over HTTP, for tests that run the mock as a
 * server (in this process or another). Each method throws with the mock's own message when the
 * mock refuses.
 */
import { keptAliveClient } from '../http-kit/kept-alive-client.ts';
import type { components } from '../../contracts/types/upstream.ts';
import type { World } from './state/from-world.ts';

type Schemas = components['schemas'];

export class UpstreamControlError extends Error {
  override name = 'UpstreamControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class UpstreamControl {
  readonly #base: string;
  readonly #client = keptAliveClient();

  constructor(controlUrl: string) {
    this.#base = controlUrl.replace(/\/+$/, '');
  }

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.#client.call(`${this.#base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = response.text;
    if (response.status < 200 || response.status > 299) {
      const reason = (() => {
        try {
          return (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          return text;
        }
      })();
      throw new UpstreamControlError(response.status, `upstream mock ${method} ${path} answered ${response.status}: ${reason}`);
    }
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }

  /** Drops the kept connections to the mock. */
  close(): void {
    this.#client.close();
  }

  reset(): Promise<void> {
    return this.#call('POST', '/reset');
  }
  loadWorld(world: World): Promise<void> {
    return this.#call('PUT', '/world', world);
  }
  customerWrites(waId: string, write: Schemas['CustomerWrite']): Promise<Schemas['CustomerWriteResult']> {
    return this.#call('POST', `/customers/${encodeURIComponent(waId)}/messages`, write);
  }
  advanceMessageStatus(messageId: string, change: Schemas['MessageStatusChange']): Promise<Schemas['MessageStatusResult']> {
    return this.#call('POST', `/messages/${encodeURIComponent(messageId)}/status`, change);
  }
  changeTemplateStatus(templateId: string, change: Schemas['ControlTemplateStatusChange']): Promise<Schemas['TemplateStatusResult']> {
    return this.#call('POST', `/templates/${encodeURIComponent(templateId)}/status`, change);
  }
  setNumberToken(phoneNumberId: string, token: string): Promise<void> {
    return this.#call('PUT', `/numbers/${encodeURIComponent(phoneNumberId)}/token`, { token });
  }
  faults(): Promise<Schemas['FaultList']> {
    return this.#call('GET', '/faults');
  }
  addFault(rule: Schemas['FaultRule']): Promise<Schemas['FaultRule']> {
    return this.#call('POST', '/faults', rule);
  }
  clearFaults(): Promise<void> {
    return this.#call('DELETE', '/faults');
  }
  journal(query: { since?: number; kind?: 'request' | 'webhook' } = {}): Promise<Schemas['JournalPage']> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return this.#call('GET', `/journal${search ? `?${search}` : ''}`);
  }
  clearJournal(): Promise<void> {
    return this.#call('DELETE', '/journal');
  }
  setWebhookUrl(url: string): Promise<void> {
    return this.#call('PUT', '/webhook-url', { url });
  }
  clock(): Promise<Schemas['ClockState']> {
    return this.#call('GET', '/clock');
  }
  advanceClock(seconds: number): Promise<Schemas['ClockState']> {
    return this.#call('POST', '/clock/advance', { seconds });
  }
}
