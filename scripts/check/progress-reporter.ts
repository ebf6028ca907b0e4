/**
 * What `check` prints while the suite runs, in place of vitest's own report (which prints every
 * failure in full, thousands of lines for a half-written build): on a terminal one line kept up
 * to date, elsewhere (a file, a CI log) one line at each quarter of the check files, so a long
 * run is seen to move without filling the log. `--verbose` brings vitest's report back.
 */
import type { Reporter, TestCase, TestModule } from 'vitest/node';

export interface ProgressOutput {
  write(text: string): void;
  isTTY?: boolean;
}

export class ProgressReporter implements Reporter {
  readonly #out: ProgressOutput;
  #files = 0;
  #filesDone = 0;
  #checks = 0;
  #failed = 0;
  #quartersSaid = 0;
  #live = false;

  constructor(out: ProgressOutput) {
    this.#out = out;
  }

  onTestRunStart(specifications: readonly unknown[]): void {
    this.#files = specifications.length;
  }

  onTestCaseResult(test: TestCase): void {
    const state = test.result().state;
    if (state === 'skipped' || state === 'pending') return;
    this.#checks += 1;
    if (state === 'failed') this.#failed += 1;
    if (this.#out.isTTY === true) this.#redraw();
  }

  onTestModuleEnd(_module: TestModule): void {
    this.#filesDone += 1;
    if (this.#out.isTTY === true) {
      this.#redraw();
      return;
    }
    const quarter = this.#files === 0 ? 0 : Math.floor((this.#filesDone * 4) / this.#files);
    if (quarter > this.#quartersSaid && this.#filesDone < this.#files) {
      this.#quartersSaid = quarter;
      this.#out.write(`${this.#line()}\n`);
    }
  }

  onTestRunEnd(): void {
    // The summary starts on a clean line.
    if (this.#live) this.#out.write('\r\u001b[2K');
    this.#live = false;
  }

  #line(): string {
    return `checked ${this.#filesDone} of ${this.#files} check files: ${this.#checks} check(s) run, ${this.#failed} failed`;
  }

  #redraw(): void {
    this.#live = true;
    this.#out.write(`\r\u001b[2K${this.#line()}`);
  }
}
