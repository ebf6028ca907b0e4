// Survivors matched to their reasons by file, mutator and text; what is left unexplained or stale.
import { describe, expect, it } from 'vitest';
import type { Mutant } from './mutation-report.ts';
import { snippet } from './survivor-key.ts';
import { judgeSurvivors, parseReasons, reasonKind, type SurvivorReason } from './survivor-reasons.ts';

const file = 'mocks/reference/auth/holders.ts';
const mutant = (more: Partial<Mutant>): Mutant => ({ module: 'auth', file, line: 3, mutator: 'EqualityOperator', original: 'a < b', replacement: 'a <= b', status: 'Survived', noCheckFinished: false, ...more });
const reason = (more: Partial<SurvivorReason>): SurvivorReason => ({ file, mutator: 'EqualityOperator', original: 'a < b', replacement: 'a <= b', reason: 'equivalent: a never equals b', ...more });

describe('snippet', () => {
  it('collapses whitespace runs', () => {
    expect(snippet('{\n    return a;\n  }')).toBe('{ return a; }');
  });

  it('keeps the two ends of a long text', () => {
    const long = `${'a'.repeat(70)}${'z'.repeat(70)}`;
    expect(snippet(long)).toBe(`${'a'.repeat(60)}…${'z'.repeat(30)}`);
  });
});

describe('judgeSurvivors', () => {
  it('gives a survivor the reason of its key, whatever line it moved to and however its text is wrapped', () => {
    const verdict = judgeSurvivors([mutant({ line: 40, original: 'a   <\n b' })], [reason({})], new Set(['auth']));
    expect(verdict.survivors).toEqual([{ module: 'auth', file, line: 40, status: 'Survived', noCheckFinished: false, mutator: 'EqualityOperator', original: 'a < b', replacement: 'a <= b', reason: 'equivalent: a never equals b' }]);
    expect(verdict.unexplained).toEqual([]);
  });

  it('counts mutants no check reached as undetected, and leaves killed and timed-out ones out', () => {
    const verdict = judgeSurvivors([mutant({ status: 'NoCoverage', replacement: 'true' }), mutant({ status: 'Killed' }), mutant({ status: 'Timeout' })], [], new Set(['auth']));
    expect(verdict.survivors.map((s) => s.status)).toEqual(['NoCoverage']);
    expect(verdict.unexplained).toHaveLength(1);
  });

  it('does not match another mutator or another replacement', () => {
    const verdict = judgeSurvivors([mutant({ mutator: 'ConditionalExpression' }), mutant({ replacement: 'a > b' })], [reason({})], new Set(['auth']));
    expect(verdict.unexplained).toHaveLength(2);
  });

  it('calls a reason stale only for a file this run mutated', () => {
    const elsewhere = reason({ file: 'mocks/reference/listing/cursor.ts' });
    const verdict = judgeSurvivors([mutant({ status: 'Killed' })], [reason({}), elsewhere], new Set(['auth']));
    expect(verdict.stale).toEqual([reason({})]);
  });
});

describe('parseReasons', () => {
  it('reads complete entries', () => {
    expect(parseReasons([reason({})])).toEqual([reason({})]);
  });

  it('refuses a missing field, an empty reason, and a key given twice', () => {
    expect(() => parseReasons({})).toThrow(/JSON array/);
    expect(() => parseReasons([{ file }])).toThrow(/"mutator" must be a string/);
    expect(() => parseReasons([reason({ reason: ' ' })])).toThrow(/empty/);
    expect(() => parseReasons([reason({}), reason({ original: 'a  <  b', reason: 'again' })])).toThrow(/explained twice/);
  });
});

describe('reasonKind', () => {
  it('reads the kind from the words a reason starts with, and no kind from any other reason', () => {
    expect(reasonKind('equivalent: a never equals b')).toBe('equivalent');
    expect(reasonKind('outside the spec: A4 leaves the wording open')).toBe('outside the spec');
    expect(reasonKind('outside the spec for every body the contract accepts')).toBe('outside the spec');
    expect(reasonKind('outside the conformance suite: only the state file')).toBeUndefined();
    expect(reasonKind('a gap this run found, closed since')).toBeUndefined();
    expect(reasonKind('equivalents are rare')).toBeUndefined();
    expect(reasonKind(undefined)).toBeUndefined();
  });
});
