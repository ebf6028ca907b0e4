// Section 2.7: "the `message` of a validation error reads like `<field>: <reason>`". Decision A4
// fixes that form and leaves the rest open: the text before the colon names a field that `detail`
// locates (a dotted path or only its innermost name), and some reason follows; the wording of the
// reason, and which of several offending fields is named, are never judged. Section 2.7 also has
// every `detail` entry give its field a `msg`: a reason, so never an empty one.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
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

check({ id: 'validation-message-is-field-colon-reason', section: '2.7', title: 'a validation_error message is a field that detail locates, a colon, then a reason; every detail entry has a reason', decisions: ['A3', 'A4', 'A20'], asserts: { '2.7-validation-message-form': ['message-field-colon-reason', 'interactive-limit-message'], '2.7-validation-detail': ['detail-entry-has-reason'] } }, async () => {
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
  for (const body of [...bodies, ...openFaults]) {
    const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
    const answer = response.json as { code?: unknown; message?: unknown; detail?: { loc?: unknown }[] };
    if (openFaults.includes(body) && answer.code !== 'validation_error') continue;
    expect([response.status, answer.code], JSON.stringify(body)).toEqual([422, 'validation_error']);
    const message = typeof answer.message === 'string' ? answer.message : '';
    const form = fieldAndReason(message);
    expect(form, `"<field>: <reason>" for ${JSON.stringify(body)}: got ${JSON.stringify(message)}`).toBeDefined();
    for (const entry of answer.detail ?? []) {
      const msg = (entry as { msg?: unknown }).msg;
      expect(typeof msg === 'string' && msg.trim() !== '', `a reason in every detail entry for ${JSON.stringify(body)}: ${JSON.stringify(entry)}`).toBe(true);
    }
    const located = new Set((answer.detail ?? []).flatMap((entry) => locNames(entry.loc)));
    // A path may write indices as `.3` or `[3]`, and may be quoted.
    const named = form!.field.replace(/^[`'"]|[`'"]$/g, '').replace(/\[\d+\]/g, '').split('.').filter((name) => !/^\d+$/.test(name));
    expect(named.length > 0 && named.every((name) => located.has(name)), `the field "${form!.field}" is located by detail ${JSON.stringify(answer.detail)}`).toBe(true);
  }
});
