/** A vitest reporter that collects each check's outcome for the CLI's summary. */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { CheckOutcome, SuiteRun } from './check-outcome.ts';

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
      for (const test of module.children.allTests()) {
        const meta = test.meta().check;
        const result = test.result();
        const outcome: CheckOutcome = {
          id: meta?.id ?? test.name,
          section: meta?.section ?? '?',
          title: meta?.title ?? test.name,
          file,
          state: result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'not-run',
        };
        if (result.state === 'failed') outcome.detail = result.errors[0]?.message.split('\n').slice(0, 12).join('\n');
        if (result.state === 'skipped') outcome.detail = result.note ?? 'skipped';
        this.run.outcomes.push(outcome);
      }
    }
    for (const error of unhandled) this.run.errors.push(error.message ?? String(error));
  }
}
