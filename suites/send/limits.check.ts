// Section 8 (and 2.1, 2.3): every length and count limit of a send, on both sides. "Payload
// limits are enforced locally and fail with 422 before reaching the upstream platform"; a value
// at the limit is sent, unchanged. Accepted sends go to the main number's customer inside the
// window, so the window never decides a verdict here.
import fc from 'fast-check';
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { holdsValue } from '../support/assertions/json-search.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { lengthLimitCase } from '../support/generators/length-limit-case.ts';
import { optionCountCase } from '../support/generators/option-count-case.ts';
import { useRun } from '../support/run/harness-run.ts';
import { sendAsMain } from '../support/run/send-as-main.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { interactiveLimits } from '../support/spec/limits.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const send = (body: Record<string, unknown>, invalid: boolean) => sendAsMain(run(), body, { invalidRequest: invalid, paced: true });

/**
 * Within a limit the send is accepted and reaches the platform once; over it, 422 naming one of
 * `fields` (its A4 wording a warning) and nothing sent. Answers what was sent, for checks on it.
 */
async function expectLimitVerdict(what: string, body: Record<string, unknown>, within: boolean, fields: string[], warnings: Warnings) {
  const { response, sent } = await send(body, !within);
  if (within) {
    expect(response.status, what).toBe(200);
    expect(sent, `${what}: sent once`).toHaveLength(1);
  } else {
    warnings.add(expectValidationError(response, fields, what));
    expect(sent, `${what}: nothing sent`).toHaveLength(0);
  }
  return sent;
}

// Section 8: text 4096, media_caption 1024, footer 60, button_text 20, section title 24, row description 72.
check({ id: 'length-limits-both-sides', section: '8', title: 'every string limit: at or under it the value is sent unchanged, over it 422 validation_error naming the field and nothing sent', decisions: ['A1', 'A3', 'A4', 'A21'], asserts: { '2.1-text-max-4096': ['at-limit', 'one-past-limit'], '2.1-caption-max-1024': ['at-limit', 'one-past-limit', 'each-captioned-type'], '2.3-footer-max-60': ['at-limit', 'one-past-limit'], '2.3-button-text-max-20': ['at-limit', 'one-past-limit'], '2.3-section-title-max-24': ['at-limit', 'one-past-limit'], '2.3-row-description-max-72': ['at-limit', 'one-past-limit'], '4.1-malformed-422': ['field-too-long'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] } }, async (context) => {
  await run().provision();
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(lengthLimitCase(castOf(run().world).customers.inWindow), async ({ item, field, max, value, within, body }) => {
      const what = `${item}: ${value.length} characters (limit ${max})`;
      const sent = await expectLimitVerdict(what, body, within, [field], warnings);
      if (within) expect(holdsValue(sent[0]?.body, value), `${what}: reached the platform unchanged`).toBe(true);
    }),
  );
  await warnings.report(context);
});

// Section 8: up to 3 buttons; list rows 1 to 10 in total across all sections (not per section).
check({ id: 'option-counts-both-sides', section: '8', title: 'up to 3 buttons and 1 to 10 rows across sections are sent; more buttons, no rows or over 10 rows in total are 422 and sent nowhere', decisions: ['A3', 'A4', 'A23'], asserts: { '2.3-buttons-max-3': ['three-buttons-sent', 'four-buttons-422'], '2.3-rows-1-to-10': ['no-rows-422', 'one-row-sent'], '4.1-interactive-422': ['four-buttons', 'eleven-rows'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] } }, async (context) => {
  await run().provision();
  const warnings = new Warnings();
  await fc.assert(
    fc.asyncProperty(optionCountCase(castOf(run().world).customers.inWindow), async ({ item, count, sections, within, fields, body }) => {
      const what = `${count} ${item}${sections ? ` in sections of ${sections.join('+')}` : ''}`;
      await expectLimitVerdict(what, body, within, fields, warnings);
    }),
  );
  await warnings.report(context);
});

// Section 8 at each bound exactly: the properties above reach these cases only by chance, so
// every limit is also tried at the bound and one past it, whatever the run count.
function listOf(to: string, change: { button_text?: string; title?: string; description?: string; rows?: number[] }): Record<string, unknown> {
  let next = 0;
  const sections = (change.rows ?? [1]).map((size, s) => ({
    title: s === 0 && change.title !== undefined ? change.title : `Part ${s + 1}`,
    rows: Array.from({ length: size }, () => {
      next += 1;
      return { id: `row-${next}`, title: `Row ${next}`, ...(next === 1 && change.description !== undefined ? { description: change.description } : {}) };
    }),
  }));
  return { to, type: 'interactive', interactive: { type: 'list', body: 'Pick one', button_text: change.button_text ?? 'Options', sections } };
}

function buttonsOf(to: string, count: number, footer?: string): Record<string, unknown> {
  const buttons = Array.from({ length: count }, (_, i) => ({ id: `choice-${i + 1}`, title: `Choice ${i + 1}` }));
  return { to, type: 'interactive', interactive: { type: 'buttons', body: 'Which one suits you?', buttons, ...(footer === undefined ? {} : { footer }) } };
}

const atTheBound: [string, string, number, (to: string, value: string) => Record<string, unknown>][] = [
  ['text', 'text', 4096, (to, value) => freeFormTo('text', to, value)],
  ['media_caption (image)', 'media_caption', 1024, (to, value) => freeFormTo('image', to, value)],
  ['media_caption (document)', 'media_caption', 1024, (to, value) => freeFormTo('document', to, value)],
  ['media_caption (video)', 'media_caption', 1024, (to, value) => freeFormTo('video', to, value)],
  ['interactive.footer', 'footer', interactiveLimits.footer, (to, value) => buttonsOf(to, 2, value)],
  ['interactive.button_text', 'button_text', interactiveLimits.buttonText, (to, value) => listOf(to, { button_text: value })],
  ['interactive.sections[].title', 'title', interactiveLimits.sectionTitle, (to, value) => listOf(to, { title: value })],
  ['row description', 'description', interactiveLimits.rowDescription, (to, value) => listOf(to, { description: value })],
];

check({ id: 'length-limits-at-the-bound', section: '8', title: 'each string limit: a value of exactly the limit is sent unchanged, one character more is 422 naming the field and sent nowhere', decisions: ['A1', 'A3', 'A4', 'A21'], asserts: { '2.1-text-max-4096': ['at-limit', 'one-past-limit'], '2.1-caption-max-1024': ['at-limit', 'one-past-limit', 'each-captioned-type'], '2.3-footer-max-60': ['at-limit', 'one-past-limit'], '2.3-button-text-max-20': ['at-limit', 'one-past-limit'], '2.3-section-title-max-24': ['at-limit', 'one-past-limit'], '2.3-row-description-max-72': ['at-limit', 'one-past-limit'], '4.1-malformed-422': ['field-too-long'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] } }, async (context) => {
  await run().provision();
  const to = castOf(run().world).customers.inWindow;
  const warnings = new Warnings();
  for (const [item, field, max, place] of atTheBound) {
    const value = 'Ab1-'.repeat(Math.ceil((max + 1) / 4)).slice(0, max);
    const within = await send(place(to, value), false);
    expect(within.response.status, `${item} of ${max} characters`).toBe(200);
    expect(holdsValue(within.sent[0]?.body, value), `${item} of ${max} characters reached the platform unchanged`).toBe(true);
    const over = await send(place(to, `${value}x`), true);
    warnings.add(expectValidationError(over.response, [field], `${item} of ${max + 1} characters`));
    expect(over.sent, `${item} of ${max + 1} characters: nothing sent`).toHaveLength(0);
  }
  await warnings.report(context);
});

check({ id: 'option-counts-at-the-bound', section: '8', title: '3 buttons and 10 rows over two sections are sent; 4 buttons, and 11 rows over two sections of at most 10, are 422 and sent nowhere', decisions: ['A3', 'A4'], asserts: { '2.3-buttons-max-3': ['three-buttons-sent', 'four-buttons-422'], '2.3-rows-1-to-10': ['ten-rows-across-sections-sent', 'eleven-rows-across-sections-422'], '4.1-interactive-422': ['four-buttons', 'eleven-rows'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] } }, async (context) => {
  await run().provision();
  const to = castOf(run().world).customers.inWindow;
  const warnings = new Warnings();
  const cases: [string, Record<string, unknown>, boolean, string[]][] = [
    ['3 buttons', buttonsOf(to, interactiveLimits.buttons), true, ['buttons']],
    ['4 buttons', buttonsOf(to, interactiveLimits.buttons + 1), false, ['buttons']],
    ['10 rows as 6 + 4', listOf(to, { rows: [6, 4] }), true, ['rows', 'sections']],
    ['11 rows as 6 + 5', listOf(to, { rows: [6, 5] }), false, ['rows', 'sections']],
  ];
  for (const [what, body, within, fields] of cases) await expectLimitVerdict(what, body, within, fields, warnings);
  await warnings.report(context);
});

// Decision A1: characters are not bytes; 4096 precomposed é (8192 UTF-8 bytes) is a valid text.
check({ id: 'text-limit-counts-characters', section: '8', title: 'a text of 4096 "é" is within the limit and is sent', decisions: ['A1'], asserts: { '2.1-text-max-4096': ['counts-characters-not-bytes'] } }, async () => {
  await run().provision();
  const text = '\u00e9'.repeat(4096);
  const { response, sent } = await send({ to: castOf(run().world).customers.inWindow, type: 'text', text }, false);
  expect(response.status).toBe(200);
  // Only acceptance is judged (A1): normalisation before sending is left open.
  expect(sent).toHaveLength(1);
});

// Decision A1: every other string limit counts characters too; a value of exactly the limit in
// precomposed é (twice as many UTF-8 bytes) is within it and sent. The text's own case is above.
check({ id: 'length-limits-count-characters', section: '8', title: 'each caption, footer, button_text, section title and row description of exactly its limit in "é" is within it and is sent', decisions: ['A1'], asserts: { '2.1-caption-max-1024': ['counts-characters-not-bytes'], '2.3-footer-max-60': ['counts-characters-not-bytes'], '2.3-button-text-max-20': ['counts-characters-not-bytes'], '2.3-section-title-max-24': ['counts-characters-not-bytes'], '2.3-row-description-max-72': ['counts-characters-not-bytes'] } }, async () => {
  await run().provision();
  const to = castOf(run().world).customers.inWindow;
  for (const [item, , max, place] of atTheBound.filter(([item]) => item !== 'text')) {
    const { response, sent } = await send(place(to, '\u00e9'.repeat(max)), false);
    expect(response.status, `${item} of ${max} "é"`).toBe(200);
    // Only acceptance is judged (A1): normalisation before sending is left open.
    expect(sent, `${item} of ${max} "é": sent once`).toHaveLength(1);
  }
});

// Section 2.3: `button_text` "defaults to View".
check({ id: 'list-button-text-defaults-to-view', section: '2.3', title: 'a list sent without button_text reaches the platform with the opening button labelled View', asserts: { '2.3-button-text-default': ['button-text-omitted-is-view'] } }, async () => {
  await run().provision();
  const interactive = { type: 'list', body: 'Pick a slot', sections: [{ title: 'Slots', rows: [{ id: 'am', title: 'Morning' }, { id: 'pm', title: 'Afternoon' }] }] };
  const { response, sent } = await send({ to: castOf(run().world).customers.inWindow, type: 'interactive', interactive }, false);
  expect(response.status).toBe(200);
  expect(holdsValue(sent[0]?.body, interactiveLimits.buttonTextDefault)).toBe(true);
});
