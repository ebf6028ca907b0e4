// Section 2.5 (the template record) and 3.2 (`sendable` per status): what a listing shows for
// each template the gateway holds locally (decision A48), one entry per language.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { isUtcTimestamp, referenceTimestamp } from '../support/assertions/utc-timestamp.ts';
import { localFixtures, type FixtureTemplate } from '../support/listing/local-fixtures.ts';
import { walkPages, type TemplateRecord } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { sendableByStatus } from '../support/spec/template-states.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function mainListing(): Promise<{ fixtures: FixtureTemplate[]; records: TemplateRecord[] }> {
  await run().provision();
  const { api, world } = run();
  const main = castOf(world).main;
  const walk = await walkPages(api, { caller: { token: main.token }, limitOf: () => 100, maxPages: 10 });
  return { fixtures: localFixtures(world, main.businessAccountId), records: walk.items };
}

function recordOf(records: TemplateRecord[], fixture: FixtureTemplate): TemplateRecord {
  const found = records.filter((r) => r.id === fixture.id);
  expect(found, `${fixture.name} (${fixture.language}) is listed once`).toHaveLength(1);
  return found[0]!;
}

function sameInstant(shown: string | null, fixture: string): boolean {
  return shown !== null && isUtcTimestamp(shown) && Date.parse(shown) === Date.parse(fixture);
}

check({ id: 'listing-record-fields', section: '2.5', title: 'each local template is listed with its name, language, category, status, quality score, components as approved and its times in UTC', decisions: ['A35', 'A47', 'A48'], asserts: { '2.5-id-shared-with-events': [], '2.5-one-entry-per-language': [], '2.5-category': ['category-values'], '2.5-status': ['status-listed'], '2.5-components-as-approved': ['components-upper-case-as-approved'], '2.5-quality-score': ['quality-score-values'], '2.5-times': ['approved-at-utc', 'status-changed-at-utc'] } }, async () => {
  const { fixtures, records } = await mainListing();
  for (const fixture of fixtures) {
    const record = recordOf(records, fixture);
    const what = `${fixture.name} (${fixture.language})`;
    expect({ name: record.name, language: record.language, category: record.category, status: record.status, quality_score: record.quality_score }, what).toEqual({
      name: fixture.name,
      language: fixture.language,
      category: fixture.category,
      status: fixture.status,
      quality_score: fixture.quality_score,
    });
    // Records may carry fields beyond the ones approved ("fields not listed here may also appear").
    expect(record.components, `${what}: components`).toMatchObject(fixture.components);
    if (fixture.approved_at !== null) expect(sameInstant(record.approved_at, fixture.approved_at), `${what}: approved_at ${String(record.approved_at)}`).toBe(true);
    else expect(record.approved_at === null || isUtcTimestamp(record.approved_at), `${what}: approved_at of a never-approved template`).toBe(true);
    if (record.status_changed_at !== null) expect(sameInstant(record.status_changed_at, fixture.status_changed_at), `${what}: status_changed_at ${record.status_changed_at}`).toBe(true);
  }
});

check({ id: 'listing-sendable-per-status', section: '3.2', title: 'sendable follows the status table for all 13 statuses, and an unsendable template says why', decisions: ['A47', 'A48'], asserts: { '2.5-sendable-and-reason': ['sendable-boolean', 'unsendable-reason-sentence'], '3.2-sendable-is-send-rule': ['listing-verdict-matches-send'], '3.2-approved': ['approved-listed-sendable'], '3.2-flagged': ['flagged-listed-sendable'], '3.2-locked': ['locked-listed-sendable'], '3.2-submitted-draft': ['submitted-draft-listed-sendable'], '3.2-rejected-in-appeal': ['rejected-in-appeal-listed-unsendable'], '3.2-paused-disabled': ['paused-disabled-listed-unsendable'], '3.2-archived': ['archived-listed-unsendable'], '3.2-deleted': ['deleted-listed-unsendable'], '3.2-limit-exceeded': ['limit-exceeded-listed-unsendable'], '3.2-thirteen-statuses': ['thirteen-statuses-listed'] } }, async () => {
  const { fixtures, records } = await mainListing();
  const statuses = new Set(fixtures.map((f) => f.status));
  expect([...statuses].sort(), 'the fixture covers every status').toEqual(Object.keys(sendableByStatus).sort());
  for (const fixture of fixtures) {
    const record = recordOf(records, fixture);
    const what = `${fixture.name}: ${fixture.status}`;
    expect(record.sendable, what).toBe(sendableByStatus[fixture.status]);
    if (record.sendable) expect(record.unsendable_reason ?? null, `${what}: no reason when sendable`).toBeNull();
    else expect(typeof record.unsendable_reason === 'string' && record.unsendable_reason.trim() !== '', `${what}: a reason`).toBe(true);
  }
});

check({ id: 'listing-one-entry-per-language', section: '2.5', title: 'a template approved in two languages is listed twice, once per language, each with its own id', asserts: { '2.5-one-entry-per-language': ['two-languages-two-entries'], '4.2-every-template': ['two-languages-two-entries'] } }, async () => {
  const { records } = await mainListing();
  const entries = records.filter((r) => r.name === 'order_update');
  expect(entries.map((r) => r.language).sort()).toEqual(['en', 'en_US']);
  expect(new Set(entries.map((r) => r.id)).size).toBe(2);
});

check({ id: 'listing-record-reference-form', section: '2.5', title: 'times carry milliseconds and Z, unsendable_reason is null when sendable, approved_at null for never-approved templates', profile: 'reference', decisions: ['A35', 'A47'], asserts: { '2.5-sendable-and-reason': ['sendable-boolean', 'unsendable-reason-sentence'], '2.5-times': ['approved-at-utc', 'status-changed-at-utc'] } }, async () => {
  const { fixtures, records } = await mainListing();
  for (const fixture of fixtures) {
    const record = recordOf(records, fixture);
    const what = `${fixture.name}: ${fixture.status}`;
    expect(record.status_changed_at, what).toMatch(referenceTimestamp);
    if (fixture.approved_at === null) expect(record.approved_at, what).toBeNull();
    else expect(record.approved_at, what).toMatch(referenceTimestamp);
    if (record.sendable) expect(record.unsendable_reason, what).toBeNull();
  }
});

check({ id: 'listing-upstream-template-after-lookup', section: '2.5', title: 'a template known only upstream is not listed until a send looks it up, and is listed from then on', profile: 'reference', decisions: ['A48'], asserts: { '3.2-lookup-without-sync': [] } }, async () => {
  await run().provision();
  const { api, world } = run();
  const cast = castOf(world);
  const names = async () => (await walkPages(api, { caller: { token: cast.main.token }, limitOf: () => 100, maxPages: 10 })).items.map((r) => r.name);
  expect(await names()).not.toContain('restock_alert');
  const send = await api.sendMessage({
    token: cast.main.token,
    body: { to: cast.customers.inWindow, type: 'template', template_name: 'restock_alert', template_language: 'en_US', template_components: [{ type: 'body', parameters: [{ type: 'text', text: 'Blue shoes' }] }] },
  });
  expect(send.status).toBe(200);
  expect(await names()).toContain('restock_alert');
});
