// Section 3.2, last line: only a template with no local copy is looked up on the platform, so a
// template the gateway holds is judged and sent from its own copy even while the platform's
// template listing cannot be asked. Section 4.2: a look-up leaves every template the gateway
// holds listed, each language once, whatever the platform answered.
import { expect } from 'vitest';
import { codeOf, expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { localFixtures } from '../support/listing/local-fixtures.ts';
import { walkPages } from '../support/listing/walk-pages.ts';
import { useRun } from '../support/run/harness-run.ts';
import { onTemplateLookups, serviceUnavailable } from '../support/run/upstream-faults.ts';
import { bodyWith, templateSend, textValue, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { approvedTemplate } from '../support/world/approved-template.ts';
import { withLocalCopies, withTemplates } from '../support/world/world-variants.ts';
import { bundledWorld, type World } from '../../fixtures/worlds/world-file.ts';

const run = useRun();

async function send(name: string, language: string, components: SendComponent[] = []) {
  const cast = castOf(run().world);
  return run().api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, language, components) });
}

check(
  {
    id: 'held-template-sends-while-lookups-fail',
    section: '3.2',
    title: 'a template with a local copy is sent while the platform cannot be asked for templates; a language it lacks is then 400, 422 or 502, never 500',
    decisions: ['A68'],
    asserts: { '3.2-lookup-without-sync': ['held-template-no-lookup-needed'] },
  },
  async () => {
    await run().provision();
    await given("the platform's template look-ups meet a bare 503", () => run().upstream.addFault(onTemplateLookups(serviceUnavailable)));
    const mark = run().upstream.mark();
    expectSent(await send('thank_you', 'en_US'));
    const names = run().upstream.sendsSince(mark).map((e) => (e.body as { template?: { name?: unknown } }).template?.name);
    expect(names, 'the held template reached the platform').toEqual(['thank_you']);
    // A language held nowhere, of a name held in others: 400 for its missing language, 422 for
    // the look-up that could not be made, or 502 for the platform's failure (decision A68 leaves
    // the look-up open); never the gateway's own failure.
    const missing = await send('order_update', 'fr', [bodyWith(textValue('Ada'), textValue('A-1001'))]);
    expect([[400, 'invalid_template'], [422, 'template_not_found'], [502, 'send_failed']], `fr during the outage: ${missing.status}`).toContainEqual([missing.status, codeOf(missing)]);
  },
);

check(
  {
    id: 'listing-after-lookups-keeps-held-templates-once',
    section: '4.2',
    title: 'after sends that look templates up, every template the gateway held is still listed, each language once',
    decisions: ['A48'],
    asserts: { '3.2-lookup-without-sync': ['held-templates-listed-after-lookup'] },
  },
  async () => {
    await run().provision();
    const { api, world } = run();
    const main = castOf(world).main;
    // A language the name lacks everywhere: 400, after a look-up that finds its other languages.
    expectError(await send('order_update', 'fr', [bodyWith(textValue('Ada'), textValue('A-1001'))]), 400, 'invalid_template');
    // A template only the platform has: found and sent.
    expectSent(await send('restock_alert', 'en_US', [bodyWith(textValue('Kettle'))]));
    const walk = await walkPages(api, { caller: { token: main.token }, limitOf: () => 100, maxPages: 10 });
    for (const fixture of localFixtures(world, main.businessAccountId)) {
      const listed = walk.items.filter((r) => r.id === fixture.id);
      expect(listed, `${fixture.name} (${fixture.language}) is listed once`).toHaveLength(1);
    }
    const ids = walk.items.map((r) => r.id);
    expect(new Set(ids).size, 'no template is listed twice').toBe(ids.length);
  },
);

// The shared pair's account holds no local copy at all, and the platform's name search also
// answers with a template whose name merely contains the one sent (a near name).
function lookupWorld(world: World): World {
  const copy = withTemplates(world, castOf(world).main.businessAccountId, [
    approvedTemplate({ id: '310000000000911', name: 'thank_you_later', created_at: '2026-10-02T09:00:00Z', components: [{ type: 'BODY', text: 'Thanks, see you later.' }] }),
    approvedTemplate({ id: '310000000000912', name: 'restock_alert_soon', category: 'MARKETING', created_at: '2026-10-02T09:00:00Z', components: [{ type: 'BODY', text: 'Coming back soon.' }] }),
  ]);
  return withLocalCopies(copy, castOf(world).shared[0].businessAccountId, () => false);
}

const edited = lookupWorld(bundledWorld('default'));

check(
  {
    id: 'listing-after-lookups-of-unheld-names',
    section: '4.2',
    title: 'sends that look up a name the account holds nothing of, or that the platform matches with near names, leave a listing that still answers',
    decisions: ['A48'],
    asserts: { '3.2-lookup-without-sync': ['platform-only-template-sent', 'held-templates-listed-after-lookup'] },
  },
  async () => {
    await run().provision(edited);
    const { api } = run();
    const cast = castOf(edited);
    const [first] = cast.shared;
    const viaShared = await api.sendMessage({ token: first.token, phoneNumberId: first.id, body: templateSend(cast.customers.inWindow, 'order_update', 'en', [bodyWith(textValue('Ada'), textValue('A-1001'))]) });
    expect(viaShared.status, 'order_update found on the platform for the account holding nothing').not.toBe(422);
    expect(viaShared.status, 'no server error').toBeLessThan(500);
    expectSent(await send('restock_alert', 'en_US', [bodyWith(textValue('Kettle'))]));
    const walk = await walkPages(api, { caller: { token: cast.main.token }, limitOf: () => 100, maxPages: 10 });
    for (const fixture of localFixtures(run().world, cast.main.businessAccountId)) {
      expect(walk.items.filter((r) => r.id === fixture.id), `${fixture.name} (${fixture.language}) is listed once`).toHaveLength(1);
    }
    const sharedWalk = await walkPages(api, { caller: { token: first.token, phoneNumberId: first.id }, limitOf: () => 100, maxPages: 10 });
    expect(sharedWalk.items.every((r) => typeof r.id === 'string' && typeof r.name === 'string'), 'every listed entry is a template record').toBe(true);
  },
);

// The at-limit account holds one template (order_update en_US); the platform also has it in en.
function oneHeldWorld(world: World): World {
  const cast = castOf(world);
  const copy = withTemplates(world, cast.atContactLimit.businessAccountId, [
    approvedTemplate({ id: '310000000000913', name: 'order_update', language: 'en', created_at: '2026-10-02T09:00:00Z', components: [{ type: 'BODY', text: 'Order {{1}} is on its way.' }] }),
  ]);
  return withLocalCopies(copy, cast.atContactLimit.businessAccountId, (t) => t.name === 'order_update' && t.language === 'en_US');
}

const oneHeld = oneHeldWorld(bundledWorld('default'));

check(
  {
    id: 'listing-after-lookup-beside-one-held-template',
    section: '4.2',
    title: 'a look-up of another language of the one template an account holds leaves that template listed once',
    decisions: ['A48', 'A68'],
    asserts: { '3.2-lookup-without-sync': ['held-templates-listed-after-lookup'] },
  },
  async () => {
    await run().provision(oneHeld);
    const { api } = run();
    const cast = castOf(oneHeld);
    const answer = await api.sendMessage({ token: cast.atContactLimit.token, body: templateSend(cast.customers.contactsAtLimit[0], 'order_update', 'en', [bodyWith(textValue('A-1001'))]) });
    expect(answer.status, 'no server error').toBeLessThan(500);
    const walk = await walkPages(api, { caller: { token: cast.atContactLimit.token }, limitOf: () => 100, maxPages: 10 });
    for (const fixture of localFixtures(oneHeld, cast.atContactLimit.businessAccountId)) {
      expect(walk.items.filter((r) => r.id === fixture.id), `${fixture.name} (${fixture.language}) is listed once`).toHaveLength(1);
    }
  },
);
