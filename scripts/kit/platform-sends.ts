/**
 * What the platform mock received for each send, read from its journal: the send requests to
 * `/{version}/{phone_number_id}/messages` with the platform's answer (read receipts, posted to
 * the same path, are left out). Secrets were redacted when the journal took them in.
 */
import type { RunningHandsetMock } from '../../mocks/upstream/index.ts';
import type { PlatformSend } from './kit-types.ts';

const sendPath = /^\/v[0-9.]+\/([0-9]+)\/messages(?:\?|$)/;

function field(body: unknown, name: string): string | undefined {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function platformSends(upstream: RunningHandsetMock, filter: { to?: string; phoneNumberId?: string } = {}): PlatformSend[] {
  const sends: PlatformSend[] = [];
  for (const entry of upstream.mock.journal.list({ kind: 'request' })) {
    const phoneNumberId = entry.method === 'POST' ? sendPath.exec(entry.path)?.[1] : undefined;
    if (phoneNumberId === undefined || field(entry.body, 'status') === 'read') continue;
    const to = field(entry.body, 'to');
    const type = field(entry.body, 'type');
    if ((filter.to !== undefined && to !== filter.to) || (filter.phoneNumberId !== undefined && phoneNumberId !== filter.phoneNumberId)) continue;
    sends.push({
      seq: entry.seq,
      at: new Date(entry.at).toISOString(),
      phoneNumberId,
      ...(to === undefined ? {} : { to }),
      ...(type === undefined ? {} : { type }),
      body: entry.body,
      ...(entry.response === undefined ? {} : { status: entry.response.status, answer: entry.response.body }),
    });
  }
  return sends;
}
