/**
 * The verdict on one case, from what both sides showed: normalise each step's outcomes, compare
 * them, and sort the differences. Under the spec profile an open difference is a soft finding;
 * under the reference profile (any profile but `spec`) every difference fails. The first step
 * with a failing difference ends the comparison: later steps follow from it.
 */
import type { DifferentialCase } from './case-step.ts';
import { compareExchanges, compareWalks, type Difference } from './compare.ts';
import { differenceMessage, describeExchange, describeWalkOutcome, findingText, type StepReport } from './describe.ts';
import { normaliseExchange, normaliseWalk, Placeholders } from './normalise.ts';
import type { Observation } from './observation.ts';

export interface CaseVerdict {
  /** The failure message, when a difference fails the case. */
  failure?: string;
  /** The failing step's two outcomes, for the typed failure (expected: the reference's; actual: the target's). */
  outcomes?: { sent: string; target: string; reference: string; why: string };
  /** Soft findings (open differences under the spec profile), one line each. */
  findings: string[];
}

function stepReport(c: DifferentialCase, index: number, target: Observation, reference: Observation, names: [Placeholders, Placeholders]): StepReport | undefined {
  const step = c.steps[index];
  if (step?.kind === 'request' && target.kind === 'request' && reference.kind === 'request') {
    const t = normaliseExchange(target.exchange, names[0]);
    const r = normaliseExchange(reference.exchange, names[1]);
    return { position: index + 1, step, target: describeExchange(t), reference: describeExchange(r), differences: compareExchanges(step, t, r) };
  }
  if (step?.kind === 'walk' && target.kind === 'walk' && reference.kind === 'walk') {
    const t = normaliseWalk(target.pages, target.unfinished, names[0], step.createdAt);
    const r = normaliseWalk(reference.pages, reference.unfinished, names[1], step.createdAt);
    return { position: index + 1, step, target: describeWalkOutcome(t), reference: describeWalkOutcome(r), differences: compareWalks(step, t, r) };
  }
  return undefined;
}

export function judgeCase(c: DifferentialCase, target: readonly Observation[], reference: readonly Observation[], strict: boolean): CaseVerdict {
  if (target.length !== c.steps.length || reference.length !== c.steps.length) throw new Error(`case ${c.label}: ${c.steps.length} steps, but ${target.length} and ${reference.length} observations`);
  // Placeholders are numbered per side across the whole case, so a replay's id matches its original.
  const names: [Placeholders, Placeholders] = [new Placeholders(), new Placeholders()];
  const findings: string[] = [];
  const action: Observation = { kind: 'action' };
  for (let i = 0; i < c.steps.length; i++) {
    const report = stepReport(c, i, target[i] ?? action, reference[i] ?? action, names);
    if (!report) continue;
    const failing = report.differences.filter((d: Difference) => strict || d.fixed);
    if (failing.length > 0) {
      const failure = differenceMessage(c, { ...report, differences: failing }, strict);
      const line = (prefix: string) => failure.split('\n').find((l) => l.startsWith(prefix))?.slice(prefix.length) ?? '';
      return { failure, outcomes: { sent: line('  request:   '), target: report.target, reference: report.reference, why: line('  differs:   ') }, findings };
    }
    for (const d of report.differences) findings.push(findingText(report.step, d));
  }
  return { findings };
}
