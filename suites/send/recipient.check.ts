// Section 2.1: `to` is required, in "full international phone format, digits only, no leading
// `+`". A well-formed `to` reaches the platform exactly as given. A value outside that format (a
// plus sign, a leading zero, more digits than an international number has) is refused: 422
// before sending or the platform's refusal, 502 (decision A19 leaves where); what is fixed is that
// a send never goes out to a number other than the one written, so nothing is rewritten.
import { expect } from 'vitest';
import { codeOf, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo, plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const recipientOf = (body: unknown) => (body as { to?: unknown } | undefined)?.to;

check(
  {
    id: 'to-reaches-platform-exactly',
    section: '2.1',
    title: 'a well-formed `to` reaches the platform exactly as written, on free-form and template sends',
    asserts: { '2.1-to-required': ['to-exact-upstream'], '2.1-to-digits-only': ['to-exact-upstream'] },
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    // The customer inside the window for free-form sends; one who never wrote, for a template.
    const sends: [string, Record<string, unknown>][] = [
      ['text', freeFormTo('text', cast.customers.inWindow)],
      ['image', freeFormTo('image', cast.customers.inWindow)],
      ['list', freeFormTo('list', cast.customers.inWindow)],
      ['template', plainTemplateTo(cast.customers.neverWrote)],
    ];
    for (const [what, body] of sends) {
      const mark = upstream.mark();
      expectSent(await api.sendMessage({ token: cast.main.token, body }));
      expect(upstream.sendsSince(mark).map((entry) => recipientOf(entry.body)), what).toEqual([body.to]);
    }
  },
);

// Variants of the customer inside the window: each differs from a well-formed number only in the
// way named, so a gateway that "repairs" it would reach a real number.
const malformed: [boundary: string, to: (inWindow: string) => string][] = [
  ['plus-sign', (n) => `+${n}`],
  ['leading-zero', (n) => `0${n}`],
  ['sixteen-digits', (n) => n.padEnd(16, '7')],
];

check(
  {
    id: 'malformed-to-never-rewritten',
    section: '2.1',
    title: '`to` with a plus sign, a leading zero or 16 digits is 422 validation_error or 502 send_failed, and never reaches the platform rewritten',
    decisions: ['A19'],
    asserts: { '2.1-to-digits-only': [...malformed.map(([boundary]) => boundary), 'rewritten-number-never-sent'] },
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const [boundary, spell] of malformed) {
      const to = spell(cast.customers.inWindow);
      expect(to, boundary).not.toMatch(/^[1-9][0-9]{6,14}$/);
      for (const body of [freeFormTo('text', to), plainTemplateTo(to)]) {
        const what = `${boundary} ${to} (${String(body.type)})`;
        const mark = upstream.mark();
        const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
        const sent = upstream.sendsSince(mark);
        const answer = [response.status, codeOf(response)];
        expect([[422, 'validation_error'], [502, 'send_failed']], `${what}: answered ${JSON.stringify(answer)}`).toContainEqual(answer);
        if (response.status === 422) expect(sent, `${what}: refused before sending`).toEqual([]);
        expect(sent.map((entry) => recipientOf(entry.body)).filter((sentTo) => sentTo !== to), `${what}: sent to a rewritten number`).toEqual([]);
      }
    }
  },
);
