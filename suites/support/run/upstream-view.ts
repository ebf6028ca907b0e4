/**
 * What the checks may see and do on the platform side: what reached the platform (the journal),
 * customers writing in, delivery states and template changes, planted faults. Every change that
 * makes the platform post a webhook waits until the webhook has reached the gateway.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { AnswerGate, RunningUpstreamMock } from '../upstream/upstream-door.ts';

type Schemas = components['schemas'];
export type JournalEntry = Schemas['JournalEntry'];

/** A request to the platform's messages endpoint: a send. */
export function isSendRequest(entry: { method: string; path: string }): boolean {
  return entry.method === 'POST' && /\/messages$/.test(entry.path.split('?')[0] ?? '');
}

/** The number a platform send went out from: its path is `/<version>/<phone_number_id>/messages`. */
export function sentFrom(entry: JournalEntry | undefined): string | undefined {
  return entry?.path.split('?')[0]?.split('/').at(-2);
}

export class UpstreamView {
  constructor(private readonly current: () => RunningUpstreamMock) {}

  /** Send requests that reached the platform's messages endpoint, oldest first. */
  async sends(): Promise<JournalEntry[]> {
    const page = await this.current().control.journal({ kind: 'request' });
    return page.entries.filter(isSendRequest);
  }

  /** The journal's latest sequence number: `sendsSince` counts from it. */
  mark(): number {
    return this.current().mock.journal.list({ limit: 1 }).at(-1)?.seq ?? 0;
  }

  /**
   * Send requests that reached the platform after `mark`, oldest first. Read from the mock's
   * journal in this process (the harness's own mock always runs here), not over its control
   * API: properties call this once per run, and the HTTP round trip would double their cost.
   */
  sendsSince(mark: number): JournalEntry[] {
    return this.requestsSince(mark).filter(isSendRequest);
  }

  /** Every request that reached the platform after `mark` (sends, template look-ups), oldest first. */
  requestsSince(mark: number): JournalEntry[] {
    return this.current()
      .mock.journal.list({ since: mark, kind: 'request' })
      // Requests carry no delivery record (that is for webhook attempts), so it is left out.
      .map(({ delivery: _delivery, ...e }) => ({ ...e, at: new Date(e.at).toISOString() }));
  }

  /**
   * Moves only the platform's clock on. A property sends hundreds of messages to one customer;
   * spacing them on the platform's clock keeps them under its throughput and pair rate limits
   * without needing the target's clock capability (the target's window is not touched).
   */
  pace(seconds: number): void {
    this.current().mock.clock.advance(seconds * 1000);
  }

  async clearJournal(): Promise<void> {
    await this.current().control.clearJournal();
  }

  /** A customer writes a text to a number; resolves once the webhook reached the gateway. */
  async customerWrites(phoneNumberId: string, waId: string, text: string): Promise<void> {
    await this.customerSends(phoneNumberId, waId, { type: 'text', text });
  }

  async addFault(rule: Schemas['FaultRule']): Promise<void> {
    await this.current().control.addFault(rule);
  }

  /**
   * Holds the platform's answer to the next send from `phoneNumberId` until the gate is released:
   * the send reaches the platform (and the journal) at once, and the gateway waits for its answer
   * for as long as the check needs (`in-flight.ts`). A provision or `clearFaults` releases it.
   */
  holdNextSend(phoneNumberId: string): AnswerGate {
    return this.current().mock.holdNext({ phoneNumberId });
  }

  /** Removes every planted fault (a lasting outage is planted without a count, so it must be lifted). */
  async clearFaults(): Promise<void> {
    await this.current().control.clearFaults();
  }

  async setNumberToken(phoneNumberId: string, token: string): Promise<void> {
    await this.current().control.setNumberToken(phoneNumberId, token);
  }

  async changeTemplateStatus(templateId: string, change: Schemas['ControlTemplateStatusChange']): Promise<void> {
    await this.current().control.changeTemplateStatus(templateId, change);
    await this.current().mock.drainWebhooks();
  }

  /** The platform's address as a target reaches it (base URL with the API version). */
  baseUrl(): string {
    return this.current().baseUrl;
  }

  /** A customer sends any message (text, media, a button or row tap); resolves once the webhook reached the gateway. */
  async customerSends(phoneNumberId: string, waId: string, message: Schemas['CustomerMessage']): Promise<void> {
    await this.current().control.customerWrites(waId, { phone_number_id: phoneNumberId, message });
    await this.current().mock.drainWebhooks();
  }

  /** The platform reports a new delivery state of a sent message; resolves once the webhook reached the gateway. */
  async reportStatus(waMessageId: string, change: Schemas['MessageStatusChange']): Promise<void> {
    await this.current().control.advanceMessageStatus(waMessageId, change);
    await this.current().mock.drainWebhooks();
  }

  /** Points the platform's webhooks somewhere else (provisioning points them back at the target). */
  async redirectWebhooks(url: string): Promise<void> {
    await this.current().control.setWebhookUrl(url);
  }

  async settle(): Promise<void> {
    await this.current().mock.drainWebhooks();
  }
}
