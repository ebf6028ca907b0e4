/**
 * A vitest reporter that collects each check's outcome for the CLI's summary and report files:
 * its verdict and duration, for a failure what was expected and seen and the call to reproduce
 * it, for a check that did not run why (and which capability was missing), and its soft findings.
 */
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { warningAnnotation } from '../../suites/support/checks/warnings.ts';
import type { ExchangeTrail } from '../../suites/support/http/exchange-trail.ts';
import type { RecordedCall } from '../../suites/support/http/recorded-call.ts';
import type { CheckOutcome, NotRun, SuiteRun } from './check-outcome.ts';
import { failureFromError } from './report/failure-from-error.ts';

const lastOn = (plane: RecordedCall['plane'], calls: readonly RecordedCall[] = []) => calls.filter((c) => c.plane === plane).at(-1);

/** The call a reader should send again: the last public one, of the failing property run if any. */
export function reproductionCall(trail: ExchangeTrail | undefined): RecordedCall | undefined {
  if (!trail) return undefined;
  return lastOn('public', trail.failingRun) ?? lastOn('public', trail.calls);
}

/** A check that made no public call may still have failed on the control plane: its last call there. */
export function lastControlCall(trail: ExchangeTrail | undefined): RecordedCall | undefined {
  if (!trail) return undefined;
  return lastOn('control', trail.failingRun) ?? lastOn('control', trail.calls);
}

/** Why a check did not run; a missing capability is named as such (`capability clock not offered`). */
export function notRunOf(note: string | undefined): NotRun {
  const reason = (note ?? 'skipped').replace(/^not run:\s*/, '');
  const capability = /\bcapability (\S+) not offered\b/.exec(reason)?.[1];
  return capability === undefined ? { reason } : { reason, capability };
}

function outcomeOf(test: TestCase, file: string): CheckOutcome {
  const meta = test.meta();
  const check = meta.check;
  const result = test.result();
  const outcome: CheckOutcome = {
    id: check?.id ?? test.name,
    section: check?.section ?? '?',
    title: check?.title ?? test.name,
    file,
    state: result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'not-run',
  };
  if (check) {
    outcome.profile = check.profile;
    if (check.subject !== 'target') outcome.subject = check.subject;
    outcome.decisions = check.decisions;
  }
  const diagnostic = test.diagnostic();
  if (diagnostic !== undefined) {
    outcome.durationMs = Math.round(diagnostic.duration);
    outcome.endedAt = Math.round(diagnostic.startTime + diagnostic.duration);
  }
  const warnings = test.annotations().filter((a) => a.type === warningAnnotation).map((a) => a.message);
  if (warnings.length > 0) outcome.warnings = warnings;
  if (result.state === 'failed') {
    const failure = failureFromError(result.errors[0]);
    const request = reproductionCall(meta.exchanges);
    if (request) failure.request = request;
    const control = request ? undefined : lastControlCall(meta.exchanges);
    if (control) failure.controlCall = control;
    if (meta.exchanges?.trouble) failure.trouble = meta.exchanges.trouble;
    if (meta.refusedUpstream && meta.refusedUpstream.length > 0) failure.refusedUpstream = meta.refusedUpstream;
    outcome.failure = failure;
    outcome.detail = failure.message.split('\n').slice(0, 12).join('\n');
  }
  if (result.state === 'skipped') {
    outcome.notRun = notRunOf(result.note);
    outcome.detail = outcome.notRun.reason;
  }
  return outcome;
}

export class OutcomeReporter implements Reporter {
  readonly run: SuiteRun = { outcomes: [], errors: [] };
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<{ message?: string }>): void {
    for (const module of modules) {
      const file = relative(this.#root, module.moduleId);
      for (const error of module.errors()) this.run.errors.push(`${file}: ${error.message}`);
      for (const test of module.children.allTests()) this.run.outcomes.push(outcomeOf(test, file));
    }
    for (const error of unhandled) this.run.errors.push(error.message ?? String(error));
  }
}
