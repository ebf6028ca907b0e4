// Section 2.1: `to` is required, in "full international phone format, digits only, no leading
// `+`". A well-formed `to` reaches the platform exactly as given. A value outside that format (a
// plus sign, a leading zero, more digits than an international number has) may be refused before
// sending or left to the platform (decision A19 leaves where); what is fixed is that a send never
// goes out to a number other than the one written: no digit dropped, added or changed.
import { expect } from 'vitest';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();

const recipientOf = (body: unknown) => (body as { to?: unknown } | undefined)?.to;

/** Each send as the main number reaches the platform once, addressed to exactly its `to`. */
async function reachesExactly(sends: readonly [string, Record<string, unknown>][]): Promise<void> {
  await run().provision();
  const { api, upstream, world } = run();
  for (const [what, body] of sends) {
    const mark = upstream.mark();
    expectSent(await api.sendMessage({ token: castOf(world).main.token, body }));
    expect(upstream.sendsSince(mark).map((entry) => recipientOf(entry.body)), what).toEqual([body.to]);
  }
}

const cast = castOf(bundledWorld('default'));

// Free-form sends to the customer inside the window; a template to one who never wrote, apart.
check(
  {
    id: 'to-reaches-platform-exactly',
    section: '2.1',
    title: 'a well-formed `to` reaches the platform exactly as written, on text, media and interactive sends',
    asserts: { '2.1-to-required': ['to-exact-upstream'], '2.1-to-digits-only': ['to-exact-upstream'] },
  },
  () =>
    reachesExactly([
      ['text', freeFormTo('text', cast.customers.inWindow)],
      ['image', freeFormTo('image', cast.customers.inWindow)],
      ['list', freeFormTo('list', cast.customers.inWindow)],
    ]),
);

check(
  {
    id: 'to-reaches-platform-exactly-on-template',
    section: '2.1',
    title: 'a well-formed `to` reaches the platform exactly as written on a template send',
    asserts: { '2.1-to-required': ['to-exact-upstream'], '2.1-to-digits-only': ['to-exact-upstream'] },
  },
  () => reachesExactly([['template', plainTemplateTo(cast.customers.neverWrote)]]),
);

// Variants of the customer inside the window: each differs from a well-formed number only in the
// way named, so a gateway that "repairs" it by more than taking out a plus sign or separators
// would reach another number.
const malformed: [boundary: string, to: (inWindow: string) => string][] = [
  ['plus-sign', (n) => `+${n}`],
  ['leading-zero', (n) => `0${n}`],
  ['sixteen-digits', (n) => n.padEnd(16, '7')],
  ['spaces', (n) => `${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4, 7)} ${n.slice(7)}`],
  ['dashes', (n) => `${n.slice(0, 1)}-${n.slice(1, 4)}-${n.slice(4, 7)}-${n.slice(7)}`],
  // Letters in the middle, as a vanity number is written: no reading of the digits around them is the number.
  ['letters', (n) => `${n.slice(0, 4)}FLW${n.slice(-4)}`],
  ['empty', () => ''],
];

const digitsOf = (to: unknown) => (typeof to === 'string' ? to.replace(/\D/g, '') : to);

// Decision A19: where a malformed `to` is refused is open (422 before sending, the platform's 502,
// or, for a free-form send, 409 because the number as written never wrote in); a 200 is a send
// the platform took. Fixed: every send that reaches the platform goes to the digits written.
const answers: [status: number, code: string | undefined, sends: number | undefined][] = [
  [422, 'validation_error', 0],
  [409, 'outside_messaging_window', 0],
  [502, 'send_failed', undefined],
  [200, undefined, 1],
];

check(
  {
    id: 'malformed-to-never-rewritten',
    section: '2.1',
    title: '`to` with a plus sign, a leading zero, 16 digits, spaces, dashes or letters, or empty, is refused or sent, but never sent to other digits than those written',
    decisions: ['A19'],
    asserts: { '2.1-to-digits-only': [...malformed.map(([boundary]) => boundary), 'rewritten-number-never-sent'] },
  },
  async (context) => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    const warnings = new Warnings();
    for (const [boundary, spell] of malformed) {
      const to = spell(cast.customers.inWindow);
      expect(to, boundary).not.toMatch(/^[1-9][0-9]{6,14}$/);
      for (const body of [freeFormTo('text', to), plainTemplateTo(to)]) {
        const what = `${boundary} ${to} (${String(body.type)})`;
        const mark = upstream.mark();
        const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
        const sent = upstream.sendsSince(mark).map((entry) => recipientOf(entry.body));
        const known = answers.find(([status, code]) => status === response.status && code === codeOf(response));
        expect(known, `${what}: answered ${response.status} ${String(codeOf(response))}`).toBeDefined();
        if (known?.[2] !== undefined) expect(sent, `${what}: sends that reached the platform`).toHaveLength(known[2]);
        expect(sent.filter((sentTo) => digitsOf(sentTo) !== digitsOf(to)), `${what}: sent to other digits`).toEqual([]);
        if (sent.some((sentTo) => sentTo !== to)) warnings.add(`A19: ${what} reached the platform as ${JSON.stringify(sent)}, not as written`);
      }
    }
    await warnings.report(context);
  },
);
