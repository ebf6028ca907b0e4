// Section 2.7: "the `message` of a validation error reads like `<field>: <reason>`". Decision A4
// reads that as a description, not a format: clients branch on `code` (section 7) and find the
// field in `detail`, so a message in another form is a warning, never a failure. What is judged:
// each of these bodies is 422 validation_error, and every `detail` entry gives its field a `msg`,
// a reason, so never an empty one. The message is read for a field `detail` locates (a dotted path
// or only its innermost name), a colon and a reason; its wording is never judged.
import { expect, type TestContext } from 'vitest';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { useRun } from '../support/run/harness-run.ts';
import { plainTemplateTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** `count` rows with distinct ids, split over two sections. */
function rowsOverTwoSections(count: number) {
  const rows = Array.from({ length: count }, (_, n) => ({ id: `r${n}`, title: `Row ${n}` }));
  const half = Math.ceil(count / 2);
  return [{ title: 'Morning', rows: rows.slice(0, half) }, { title: 'Afternoon', rows: rows.slice(half) }];
}

/** The names a `loc` holds, dotted strings split, integer indices left out. */
function locNames(loc: unknown): string[] {
  return Array.isArray(loc) ? loc.flatMap((part) => (typeof part === 'string' ? part.split('.') : [])) : [];
}

/** The field before the first colon and the reason after it, or undefined when the message has no such form. */
function fieldAndReason(message: string): { field: string; reason: string } | undefined {
  const colon = message.indexOf(':');
  if (colon < 0) return undefined;
  const field = message.slice(0, colon).trim();
  const reason = message.slice(colon + 1).trim();
  return field === '' || reason === '' ? undefined : { field, reason };
}

/** Why `message` does not read as a field `detail` locates, a colon and a reason (A4), or undefined when it does. */
function formFinding(message: string, detail: { loc?: unknown }[], body: unknown): string | undefined {
  const form = fieldAndReason(message);
  const located = new Set(detail.flatMap((entry) => locNames(entry.loc)));
  // A path may write indices as `.3` or `[3]`, and may be quoted.
  const named = form?.field.replace(/^[`'"]|[`'"]$/g, '').replace(/\[\d+\]/g, '').split('.').filter((name) => !/^\d+$/.test(name)) ?? [];
  if (form && named.length > 0 && named.every((name) => located.has(name))) return undefined;
  return `A4: validation message does not read "<field>: <reason>" with a field of detail ${JSON.stringify(detail.map((d) => d.loc))} (${JSON.stringify(body).slice(0, 120)}): ${JSON.stringify(message)}`;
}

check({ id: 'validation-message-is-field-colon-reason', section: '2.7', title: 'each of these malformed bodies is 422 validation_error and every detail entry has a reason; a message not reading as a field detail locates, a colon and a reason is a warning', decisions: ['A3', 'A4', 'A20'], asserts: { '2.7-validation-detail': ['detail-entry-has-reason'] } }, async (context: TestContext) => {
  await run().provision();
  const { api, world } = run();
  const cast = castOf(world);
  const to = cast.customers.inWindow;
  const bodies: Record<string, unknown>[] = [
    { type: 'text', text: 'Hi' },
    { to, type: 'text', text: 'x'.repeat(4097) },
    { to, type: 'image' },
    { to, type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [1, 2, 3, 4].map((n) => ({ id: `b${n}`, title: `B${n}` })) } },
    { to, type: 'text', text: 42 },
    { to, type: 'sticker' },
    { to, type: 'interactive', interactive: { type: 'buttons', body: 'Pick', buttons: [{ id: 'same', title: 'One' }, { id: 'same', title: 'Two' }] } },
    { to, type: 'interactive', interactive: { type: 'list', body: 'Pick', button_text: 'Slots', sections: rowsOverTwoSections(11) } },
    { to, type: 'interactive', interactive: { type: 'list', body: 'Pick', button_text: 'Slots', sections: [{ title: 'Morning', rows: [] }] } },
  ];
  // Faults whose answer is open (A20: an empty required text; a body parameter of another type, a
  // media header object with neither `link` nor an id, which a gateway may leave to the platform
  // or to its template checks): only a validation_error among those answers is held to the form.
  const openFaults: Record<string, unknown>[] = [
    { to, type: 'text', text: '' },
    { ...plainTemplateTo(to), template_components: [{ type: 'body', parameters: [{ type: 'payload', payload: 'yes' }] }] },
    { ...plainTemplateTo(to), template_components: [{ type: 'header', parameters: [{ type: 'image', image: {} }] }] },
  ];
  const warnings = new Warnings();
  for (const body of [...bodies, ...openFaults]) {
    const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
    const answer = response.json as { code?: unknown; message?: unknown; detail?: { loc?: unknown }[] };
    if (openFaults.includes(body) && answer.code !== 'validation_error') continue;
    expect([response.status, answer.code], JSON.stringify(body)).toEqual([422, 'validation_error']);
    for (const entry of answer.detail ?? []) {
      const msg = (entry as { msg?: unknown }).msg;
      expect(typeof msg === 'string' && msg.trim() !== '', `a reason in every detail entry for ${JSON.stringify(body)}: ${JSON.stringify(entry)}`).toBe(true);
    }
    warnings.add(formFinding(typeof answer.message === 'string' ? answer.message : '', answer.detail ?? [], body));
  }
  await warnings.report(context);
});
