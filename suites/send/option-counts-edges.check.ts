// Sections 2.3 and 8: up to 3 reply buttons, and "1 to 10 rows in total across all sections (not
// per section)". The edges not tried elsewhere: the lower bound (one button, one row), ten and
// eleven rows in a single section, and ten and eleven spread over three sections. Over the limit is
// 422 validation_error before the platform is called (section 8); within it, the send goes out.
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

function buttons(to: string, count: number): Record<string, unknown> {
  const options = Array.from({ length: count }, (_, i) => ({ id: `choice-${i + 1}`, title: `Choice ${i + 1}` }));
  return { to, type: 'interactive', interactive: { type: 'buttons', body: 'Which one?', buttons: options } };
}

/** A list whose sections hold `sizes` rows, ids unique across the message. */
function list(to: string, sizes: readonly number[]): Record<string, unknown> {
  let next = 0;
  const sections = sizes.map((size, s) => ({ title: `Part ${s + 1}`, rows: Array.from({ length: size }, () => ({ id: `row-${++next}`, title: `Row ${next}` })) }));
  return { to, type: 'interactive', interactive: { type: 'list', body: 'Pick a slot', button_text: 'Slots', sections } };
}

const cases: [statement: string, boundary: string, within: boolean, body: (to: string) => Record<string, unknown>][] = [
  ['2.3-buttons-max-3', 'one-button', true, (to) => buttons(to, 1)],
  ['2.3-rows-1-to-10', 'one-row-sent', true, (to) => list(to, [1])],
  ['2.3-rows-1-to-10', 'ten-rows-one-section', true, (to) => list(to, [10])],
  ['2.3-rows-1-to-10', 'eleven-rows-one-section', false, (to) => list(to, [11])],
  ['2.3-rows-1-to-10', 'ten-rows-across-sections-sent', true, (to) => list(to, [4, 3, 3])],
  ['2.3-rows-1-to-10', 'eleven-rows-across-sections-422', false, (to) => list(to, [4, 4, 3])],
];

const claims: Record<string, string[]> = {};
for (const [statement, boundary] of cases) claims[statement] = [...(claims[statement] ?? []), boundary];

check(
  {
    id: 'option-counts-at-every-edge',
    section: '8',
    title: 'one button, one row, 10 rows in one section or over three are sent; 11 rows in one section or over three are 422 and sent nowhere',
    asserts: claims,
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const [, boundary, within, body] of cases) {
      upstream.pace(6);
      const mark = upstream.mark();
      const response = await api.sendMessage({ token: cast.main.token, body: body(cast.customers.inWindow), invalidRequest: !within });
      const sent = upstream.sendsSince(mark);
      if (within) {
        expectSent(response);
        expect(sent, `${boundary}: sent once`).toHaveLength(1);
      } else {
        expectError(response, 422, 'validation_error');
        expect(sent, `${boundary}: nothing sent`).toEqual([]);
      }
    }
  },
);
