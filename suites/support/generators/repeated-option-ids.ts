/**
 * An interactive send whose option ids are all distinct, or where exactly one id is used twice
 * (section 2.3: option ids must be unique within the message). Buttons hold 2 or 3 options; a
 * list holds 2 to 10 rows over 1 to 3 sections, so a repeat may sit in one section or across two.
 * Titles always differ, so the ids alone decide the verdict.
 */
import fc from 'fast-check';
import { interactiveLimits } from '../spec/limits.ts';

export interface OptionIdsCase {
  kind: 'buttons' | 'list';
  ids: string[];
  repeated: boolean;
  body: Record<string, unknown>;
}

// Ids compared exactly; lower-case letters and digits only, so no gateway's case folding matters.
const optionId = fc.stringMatching(/^[a-z0-9]{1,12}$/);

function idsFor(count: number): fc.Arbitrary<{ ids: string[]; repeated: boolean }> {
  const distinct = fc.uniqueArray(optionId, { minLength: count, maxLength: count });
  const withRepeat = fc
    .tuple(distinct, fc.integer({ min: 0, max: count - 1 }), fc.integer({ min: 0, max: count - 1 }))
    .filter(([, from, into]) => from !== into)
    .map(([ids, from, into]) => ids.map((id, i) => (i === into ? (ids[from] ?? id) : id)));
  return fc.oneof(distinct.map((ids) => ({ ids, repeated: false })), withRepeat.map((ids) => ({ ids, repeated: true })));
}

function buttons(to: string, ids: string[]): Record<string, unknown> {
  const options = ids.map((id, i) => ({ id, title: `Choice ${i + 1}` }));
  return { to, type: 'interactive', interactive: { type: 'buttons', body: 'Which one suits you?', buttons: options } };
}

function list(to: string, ids: string[], sectionCount: number): Record<string, unknown> {
  const per = Math.ceil(ids.length / sectionCount);
  const sections = Array.from({ length: sectionCount }, (_, s) => ({
    title: `Part ${s + 1}`,
    rows: ids.slice(s * per, (s + 1) * per).map((id, i) => ({ id, title: `Row ${s * per + i + 1}` })),
  })).filter((section) => section.rows.length > 0);
  return { to, type: 'interactive', interactive: { type: 'list', body: 'Pick a slot', sections } };
}

export function repeatedOptionIds(to: string): fc.Arbitrary<OptionIdsCase> {
  const buttonCase = fc
    .integer({ min: 2, max: interactiveLimits.buttons })
    .chain(idsFor)
    .map(({ ids, repeated }) => ({ kind: 'buttons' as const, ids, repeated, body: buttons(to, ids) }));
  const listCase = fc
    .tuple(fc.integer({ min: 2, max: interactiveLimits.rowsMax }), fc.integer({ min: 1, max: 3 }))
    .chain(([count, sections]) => idsFor(count).map((picked) => ({ ...picked, sections })))
    .map(({ ids, repeated, sections }) => ({ kind: 'list' as const, ids, repeated, body: list(to, ids, sections) }));
  return fc.oneof(buttonCase, listCase);
}
