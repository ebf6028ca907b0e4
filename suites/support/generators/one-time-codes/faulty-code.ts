/**
 * One-time codes outside the rule of section 4.1, one fault each, from the cases decision A28
 * asserts (space at an end, new line, tab, link, 😀) and the ASCII length edges (A1: empty, 16+).
 * `evidence` is a distinctive piece of the code that must never show up in an answer.
 */
import fc from 'fast-check';
import { distinctiveCode } from './acceptable-code.ts';

export interface FaultyCode {
  fault: string;
  code: string;
  /** A part of the code no honest answer contains; absent for the empty code. */
  evidence?: string;
}

const short = fc.string({ unit: fc.constantFrom(...'abcdefghjk0123456789'), minLength: 1, maxLength: 3 });

function around(fault: string, piece: string, core: fc.Arbitrary<string>): fc.Arbitrary<FaultyCode> {
  return fc.tuple(core, short, fc.boolean()).map(([evidence, tail, before]) => ({ fault, code: before ? `${piece}${tail}${evidence}` : `${evidence}${piece}${tail}`, evidence }));
}

export const faultyCode: fc.Arbitrary<FaultyCode> = fc.oneof(
  distinctiveCode(8, 14).map((evidence) => ({ fault: 'leading-space', code: ` ${evidence}`, evidence })),
  distinctiveCode(8, 14).map((evidence) => ({ fault: 'trailing-space', code: `${evidence} `, evidence })),
  around('new-line', '\n', distinctiveCode(8, 10)),
  around('tab', '\t', distinctiveCode(8, 10)),
  around('www-link', 'www.', distinctiveCode(8, 8)),
  // A full https link leaves little room in 15 characters; the whole code is the evidence.
  short.map((head) => ({ fault: 'https-link', code: `${head}https://a.io`, evidence: `${head}https://a.io` })),
  around('emoji', '😀', distinctiveCode(8, 10)),
  distinctiveCode(16, 24).map((code) => ({ fault: 'too-long', code, evidence: code })),
  fc.constant({ fault: 'empty', code: '' }),
);
