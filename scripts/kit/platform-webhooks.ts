/**
 * What the platform mock posted to the gateway after an act: the webhook attempts its journal
 * recorded since the act began that carry the act's id (a message's or a template's), read once
 * every queued webhook has had its answer, so the gateway has taken them in when an act resolves.
 */
import type { RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { holdsNumber, holdsValue } from '../../suites/support/assertions/json-search.ts';
import type { PlatformWebhook } from './kit-types.ts';

/** The journal's position before an act: its webhooks are the ones after it. */
export function journalMark(upstream: RunningHandsetMock): number {
  return upstream.mock.journal.list({ limit: 1 }).at(-1)?.seq ?? 0;
}

// The platform writes some ids as JSON numbers (a template's), others as strings.
const carries = (body: unknown, id: string): boolean => holdsValue(body, id) || (/^[0-9]+$/.test(id) && Number.isSafeInteger(Number(id)) && holdsNumber(body, Number(id)));

/** The finished webhook attempts after `mark` whose body holds `id`, once the platform has no webhook left to post. */
export async function webhooksAfter(upstream: RunningHandsetMock, mark: number, id: string): Promise<PlatformWebhook[]> {
  await upstream.mock.drainWebhooks();
  return upstream.mock.journal
    .list({ since: mark, kind: 'webhook' })
    .filter((entry) => entry.delivery?.final === true && carries(entry.body, id))
    .map((entry) => ({ body: entry.body, delivered: entry.delivery?.delivered ?? false, ...(entry.response === undefined ? {} : { status: entry.response.status }) }));
}
