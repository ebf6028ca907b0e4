/**
 * Free-form sends from the main number to a customer inside the window, valid and invalid: any
 * type with generated wording (2.1), every length and count limit (8), repeated option ids
 * (2.3), bodies broken in one field (4.1), broken JSON and other media types (7, A17), and
 * fields the spec does not know (A18). Single-fault cases only, so the verdict is the spec's
 * wherever it names one.
 */
import fc from 'fast-check';
import { freeFormSend } from '../../generators/free-form-send.ts';
import { lengthLimitCase } from '../../generators/length-limit-case.ts';
import { malformedSend } from '../../generators/malformed-send.ts';
import { optionCountCase } from '../../generators/option-count-case.ts';
import { repeatedOptionIds } from '../../generators/repeated-option-ids.ts';
import { freeFormTo, freeFormTypes } from '../../run/send-examples.ts';
import type { Cast } from '../../world/cast.ts';
import type { DifferentialCase, RequestStep } from '../case-step.ts';
import { bearer, sendStep, type SendStepOptions } from '../requests.ts';

const single = (step: RequestStep): DifferentialCase => ({ label: step.label, steps: [step] });

function typeOf(body: Record<string, unknown>): string {
  const interactive = body.interactive as { type?: string } | undefined;
  return interactive?.type ?? String(body.type ?? 'text');
}

// Section 7 names a malformed body under 422; these three are broken under any JSON parser.
const brokenJson = ['{"to": "12025550101", "text": "Hi"', '{to: 12025550101}', '{"to": "12025550101",}'];
// Decision A17: without a JSON media type, any 4xx is an honest answer.
const otherMediaTypes = [null, 'text/plain', 'application/x-www-form-urlencoded'] as const;
// Decision A18: members the spec does not name may be accepted or refused, never forwarded.
const unknownMembers: readonly [string, unknown][] = [
  ['context', { message_id: 'wamid.previous' }],
  ['reply_to', 'wamid.previous'],
  ['preview_url', true],
  ['priority', 'high'],
];

export function freeFormCases(cast: Cast): fc.Arbitrary<DifferentialCase> {
  const to = cast.customers.inWindow;
  const send = (options: Omit<SendStepOptions, 'caller'>) => single(sendStep({ caller: bearer(cast.main.token), ...options }));
  return fc.oneof(
    freeFormSend(to).map((body) => send({ label: `a valid ${typeOf(body)} send`, section: '2.1', body })),
    lengthLimitCase(to).map((c) => send({ label: `${c.item} of ${c.value.length} characters (limit ${c.max})`, section: '8', body: c.body, invalid: !c.within })),
    optionCountCase(to).map((c) => send({ label: `${c.count} ${c.item}${c.sections ? ` in sections of ${c.sections.join('+')}` : ''}`, section: '8', body: c.body, invalid: !c.within })),
    repeatedOptionIds(to).map((c) => send({ label: `${c.kind} with option ids ${JSON.stringify(c.ids)}`, section: '2.3', body: c.body, invalid: c.repeated })),
    malformedSend(to).map((c) => send({ label: c.fault, section: '4.1', body: c.body, invalid: true })),
    fc.constantFrom(...brokenJson).map((raw) => send({ label: 'syntactically broken JSON', section: '7', raw, invalid: true })),
    fc.tuple(fc.constantFrom(...otherMediaTypes), fc.constantFrom(...freeFormTypes)).map(([type, kind]) =>
      send({ label: `a valid ${kind} body sent as ${type ?? 'no media type'}`, section: '7', body: freeFormTo(kind, to), contentType: type, invalid: true, leeway: { decisions: ['A17'], among: ['4xx'] } }),
    ),
    fc.tuple(fc.constantFrom(...unknownMembers), fc.constantFrom(...freeFormTypes)).map(([[name, value], kind]) =>
      send({ label: `a ${kind} send with the unknown member ${name}`, section: '2.1', body: { ...freeFormTo(kind, to), [name]: value }, invalid: true, leeway: { decisions: ['A18'], among: ['200', '422 validation_error'] } }),
    ),
  );
}
