/**
 * An interactive send whose option count sits on either side of its section 8 bound: 1 to 5 reply
 * buttons (at most 3), or 0 to 13 list rows spread over 1 to 3 titled sections (1 to 10 in total,
 * counted across sections, so 11 rows split 6 + 5 is over the limit though no section is).
 * Ids and titles are distinct and short, so the count alone decides the verdict. An empty button
 * list is left out: decision A23 leaves it unjudged.
 */
import fc from 'fast-check';
import { interactiveLimits } from '../spec/limits.ts';

export interface OptionCountCase {
  item: 'buttons' | 'rows';
  count: number;
  /** Rows per section (lists only). */
  sections?: number[];
  within: boolean;
  /** Member names a validation error may point at for this bound. */
  fields: string[];
  body: Record<string, unknown>;
}

function buttonsCase(to: string, count: number): OptionCountCase {
  const buttons = Array.from({ length: count }, (_, i) => ({ id: `choice-${i + 1}`, title: `Choice ${i + 1}` }));
  return {
    item: 'buttons',
    count,
    within: count <= interactiveLimits.buttons,
    fields: ['buttons'],
    body: { to, type: 'interactive', interactive: { type: 'buttons', body: 'Which one suits you?', buttons } },
  };
}

function listCase(to: string, sizes: number[]): OptionCountCase {
  let next = 0;
  const sections = sizes.map((size, s) => ({
    title: `Part ${s + 1}`,
    rows: Array.from({ length: size }, () => {
      next += 1;
      return { id: `row-${next}`, title: `Row ${next}` };
    }),
  }));
  const count = sizes.reduce((a, b) => a + b, 0);
  return {
    item: 'rows',
    count,
    sections: sizes,
    within: count >= interactiveLimits.rowsMin && count <= interactiveLimits.rowsMax,
    fields: ['rows', 'sections'],
    body: { to, type: 'interactive', interactive: { type: 'list', body: 'Pick a slot', sections } },
  };
}

// `total` rows cut into `parts` non-empty sections at distinct cut points.
function split(total: number, parts: number): fc.Arbitrary<number[]> {
  if (parts === 1) return fc.constant([total]);
  return fc.uniqueArray(fc.integer({ min: 1, max: total - 1 }), { minLength: parts - 1, maxLength: parts - 1 }).map((cuts) => {
    const edges = [0, ...cuts.sort((a, b) => a - b), total];
    return edges.slice(1).map((edge, i) => edge - (edges[i] ?? 0));
  });
}

function sectionSizes(): fc.Arbitrary<number[]> {
  const { rowsMin, rowsMax } = interactiveLimits;
  // The edges (0, 1, 10, 11) as often as all other totals together.
  const total = fc.oneof(fc.constantFrom(rowsMin - 1, rowsMin, rowsMax, rowsMax + 1), fc.integer({ min: 0, max: rowsMax + 3 }));
  return total.chain((t) => (t === 0 ? fc.constant([0]) : fc.integer({ min: 1, max: Math.min(t, 3) }).chain((parts) => split(t, parts))));
}

export function optionCountCase(to: string): fc.Arbitrary<OptionCountCase> {
  return fc.oneof(
    fc.integer({ min: 1, max: interactiveLimits.buttons + 2 }).map((count) => buttonsCase(to, count)),
    sectionSizes().map((sizes) => listCase(to, sizes)),
  );
}
