/**
 * What the checks may see and do on the platform side: what reached the platform (the journal),
 * customers writing in, delivery states and template changes, planted faults. Every change that
 * makes the platform post a webhook waits until the webhook has reached the gateway.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { RunningUpstreamMock } from '../upstream/upstream-door.ts';

type Schemas = components['schemas'];
export type JournalEntry = Schemas['JournalEntry'];

export class UpstreamView {
  constructor(private readonly current: () => RunningUpstreamMock) {}

  /** Send requests that reached the platform's messages endpoint, oldest first. */
  async sends(): Promise<JournalEntry[]> {
    const page = await this.current().control.journal({ kind: 'request' });
    return page.entries.filter((e) => e.method === 'POST' && /\/messages$/.test(e.path.split('?')[0] ?? ''));
  }

  async clearJournal(): Promise<void> {
    await this.current().control.clearJournal();
  }

  /** A customer writes a text to a number; resolves once the webhook reached the gateway. */
  async customerWrites(phoneNumberId: string, waId: string, text: string): Promise<void> {
    await this.current().control.customerWrites(waId, { phone_number_id: phoneNumberId, message: { type: 'text', text } });
    await this.current().mock.drainWebhooks();
  }

  async addFault(rule: Schemas['FaultRule']): Promise<void> {
    await this.current().control.addFault(rule);
  }

  async setNumberToken(phoneNumberId: string, token: string): Promise<void> {
    await this.current().control.setNumberToken(phoneNumberId, token);
  }

  async changeTemplateStatus(templateId: string, change: Schemas['ControlTemplateStatusChange']): Promise<void> {
    await this.current().control.changeTemplateStatus(templateId, change);
    await this.current().mock.drainWebhooks();
  }

  async settle(): Promise<void> {
    await this.current().mock.drainWebhooks();
  }
}
