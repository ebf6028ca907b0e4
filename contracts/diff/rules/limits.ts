/**
 * Numeric limits: lengths, counts, bounds, and the limits the contract carries in `x-total-items`
 * and `x-one-time-code`. A lower maximum or a higher minimum narrows; adding a limit narrows and
 * removing one widens. Narrowing what clients send, or widening what they receive, breaks them.
 */
import { basisFor } from '../basis.ts';
import { verdictFor, type Direction, type Finding } from '../change.ts';
import { isUpper, lowerKeywords, upperKeywords, type Flat, type NumberKeyword } from '../flat.ts';

function narrows(keyword: NumberKeyword, old: number | undefined, next: number | undefined): boolean {
  if (next === undefined) return false;
  if (old === undefined) return true;
  return isUpper(keyword) ? next < old : next > old;
}

function message(keyword: string, old: number | undefined, next: number | undefined): string {
  if (old === undefined) return `${keyword} ${next} added`;
  if (next === undefined) return `${keyword} ${old} removed`;
  return `${keyword} ${next < old ? 'lowered' : 'raised'} from ${old} to ${next}`;
}

export function limitFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  const findings: Finding[] = [];
  for (const keyword of [...upperKeywords, ...lowerKeywords]) {
    // One-time-code rules that appear or go as a whole are one change (rules/constraints.ts).
    if (keyword.startsWith('x-one-time-code') && old.hasOneTimeCode !== next.hasOneTimeCode) continue;
    const [o, n] = [old.numbers.get(keyword), next.numbers.get(keyword)];
    if (o === n) continue;
    const narrowing = narrows(keyword, o, n);
    findings.push({
      rule: narrowing ? 'limit-narrowed' : 'limit-widened',
      verdict: verdictFor(direction, narrowing),
      message: message(keyword, o, n),
      basis: basisFor(direction, narrowing),
      section: '8',
      values: { old: o, new: n },
    });
  }
  return findings;
}
