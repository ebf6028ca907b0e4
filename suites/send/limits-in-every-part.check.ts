// Sections 2.3 and 8 with decision A1: each limit holds wherever its field stands and however its
// characters are written. A list's section title (24) and row description (72) are judged on
// every section and every row, the last ones included; every limited field is judged at its
// limit and one past it with characters outside ASCII that are one character under every reading
// A1 leaves open (one code point, one UTF-16 unit, one grapheme: é, Ω, 漢), which a limit
// counted in bytes refuses early. Within a limit the value reaches the platform unchanged; over
// it the send is refused before the platform (422 validation_error naming the field; a one-time
// code 422 invalid_one_time_code).
import { expect, type TestContext } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { holdsValue } from '../support/assertions/json-search.ts';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { useRun } from '../support/run/harness-run.ts';
import { sendAsMain } from '../support/run/send-as-main.ts';
import { recipientSeries } from '../support/run/recipients.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { interactiveLimits, oneTimeCodeLimits } from '../support/spec/limits.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const send = (body: Record<string, unknown>, invalid: boolean) => sendAsMain(run(), body, { invalidRequest: invalid, paced: true });

/** A list of three sections of 3, 3 and 4 rows, the last section's title and last row's description as given. */
function threeSections(to: string, last: { title?: string; description?: string }): Record<string, unknown> {
  let next = 0;
  const sections = [3, 3, 4].map((size, s) => ({
    title: s === 2 && last.title !== undefined ? last.title : `Part ${s + 1}`,
    rows: Array.from({ length: size }, (_, r) => {
      next += 1;
      const lastRow = s === 2 && r === size - 1;
      return { id: `row-${next}`, title: `Row ${next}`, description: lastRow && last.description !== undefined ? last.description : `About row ${next}` };
    }),
  }));
  return { to, type: 'interactive', interactive: { type: 'list', body: 'Pick one', button_text: 'Options', sections } };
}

/** The sections of the list message the platform received. */
function sectionsAtPlatform(body: unknown): { title?: unknown; rows?: { description?: unknown }[] }[] {
  const action = (body as { interactive?: { action?: { sections?: unknown } } } | undefined)?.interactive?.action;
  return Array.isArray(action?.sections) ? (action.sections as { title?: unknown; rows?: { description?: unknown }[] }[]) : [];
}

const ascii = (length: number) => 'Ab1-'.repeat(Math.ceil(length / 4)).slice(0, length);

check({ id: 'list-limits-on-every-section-and-row', section: '2.3', title: 'the last of three sections may carry a 24-character title and the last of ten rows a 72-character description, sent unchanged in their place; one character more on either is 422 naming the field and sent nowhere', decisions: ['A1', 'A3', 'A4'], asserts: { '2.3-section-title-max-24': ['every-section'], '2.3-row-description-max-72': ['every-row'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] } }, async (context: TestContext) => {
  await run().provision();
  const to = castOf(run().world).customers.inWindow;
  const warnings = new Warnings();
  const title = ascii(interactiveLimits.sectionTitle);
  const description = ascii(interactiveLimits.rowDescription);
  const within = await send(threeSections(to, { title, description }), false);
  expect(within.response.status, 'a title of 24 and a description of 72 on the last section and row').toBe(200);
  const sections = sectionsAtPlatform(within.sent[0]?.body);
  expect(sections.at(-1)?.title, 'the last section’s title at the platform').toBe(title);
  expect(sections.at(-1)?.rows?.at(-1)?.description, 'the last row’s description at the platform').toBe(description);
  for (const [field, over] of [['title', threeSections(to, { title: `${title}x` })], ['description', threeSections(to, { description: `${description}x` })]] as const) {
    const refused = await send(over, true);
    warnings.add(expectValidationError(refused.response, [field], `the last section's ${field} one character over`));
    expect(refused.sent, `the last section's ${field} one character over: nothing sent`).toHaveLength(0);
  }
  await warnings.report(context);
});

// One code point, one UTF-16 unit and one grapheme each, two or three bytes in UTF-8.
const wide = (length: number) => 'éΩ漢'.repeat(Math.ceil(length / 3)).slice(0, length);

const limited: [item: string, field: string, max: number, place: (to: string, value: string) => Record<string, unknown>][] = [
  ['text', 'text', 4096, (to, value) => freeFormTo('text', to, value)],
  ['media_caption', 'media_caption', 1024, (to, value) => freeFormTo('image', to, value)],
  ['interactive.footer', 'footer', interactiveLimits.footer, (to, value) => ({ to, type: 'interactive', interactive: { type: 'buttons', body: 'Which one?', footer: value, buttons: [{ id: 'a', title: 'A' }] } })],
  ['interactive.button_text', 'button_text', interactiveLimits.buttonText, (to, value) => ({ ...threeSections(to, {}), interactive: { ...(threeSections(to, {}).interactive as object), button_text: value } })],
  ['section title', 'title', interactiveLimits.sectionTitle, (to, value) => threeSections(to, { title: value })],
  ['row description', 'description', interactiveLimits.rowDescription, (to, value) => threeSections(to, { description: value })],
];

check({ id: 'limits-count-characters-outside-ascii', section: '8', title: 'every limited field (text, caption, footer, button_text, section title, row description, one-time code) holds exactly its limit in é, Ω and 漢, sent unchanged; one more is refused and sent nowhere', decisions: ['A1', 'A3', 'A4', 'A29'], asserts: { '2.1-text-max-4096': ['counts-characters-not-bytes'], '2.1-caption-max-1024': ['counts-characters-not-bytes'], '2.3-footer-max-60': ['counts-characters-not-bytes'], '2.3-button-text-max-20': ['counts-characters-not-bytes'], '2.3-section-title-max-24': ['counts-characters-not-bytes'], '2.3-row-description-max-72': ['counts-characters-not-bytes'], '4.1-code-string-1-15': ['counts-characters-not-bytes'] } }, async (context: TestContext) => {
  await run().provision();
  const cast = castOf(run().world);
  const to = cast.customers.inWindow;
  const warnings = new Warnings();
  for (const [item, field, max, place] of limited) {
    const value = wide(max);
    const within = await send(place(to, value), false);
    expect(within.response.status, `${item} of ${max} characters outside ASCII`).toBe(200);
    expect(holdsValue(within.sent[0]?.body, value), `${item} of ${max} characters reached the platform unchanged`).toBe(true);
    const over = await send(place(to, `${value}é`), true);
    warnings.add(expectValidationError(over.response, [field], `${item} of ${max + 1} characters outside ASCII`));
    expect(over.sent, `${item} of ${max + 1} characters: nothing sent`).toHaveLength(0);
  }
  // The one-time code: a string of 1 to 15 characters (section 4.1), to customers who never wrote.
  const recipient = recipientSeries(35);
  const code = wide(oneTimeCodeLimits.maxLength);
  const sent = await send(templateSend(recipient(), 'otp_login', 'en_US', [bodyWith(textValue(code))]), false);
  expect(sent.response.status, `a one-time code of ${oneTimeCodeLimits.maxLength} characters outside ASCII`).toBe(200);
  expect(holdsValue(sent.sent[0]?.body, code), 'the code reached the platform unchanged').toBe(true);
  const longer = await send(templateSend(recipient(), 'otp_login', 'en_US', [bodyWith(textValue(`${code}é`))]), false);
  expect([longer.response.status, codeOf(longer.response)], `a one-time code of ${oneTimeCodeLimits.maxLength + 1} characters outside ASCII`).toEqual([422, 'invalid_one_time_code']);
  expect(longer.sent, 'an over-long code: nothing sent').toHaveLength(0);
  await warnings.report(context);
});
