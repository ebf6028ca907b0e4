import { defineConfig } from 'vitest/config';

// Two projects: `unit` (the harness's own tests, beside the code) and `conformance` (the checks
// that `gateway-harness check` runs against a target). `npm test` runs both.
// Two workers: the machines have two cores.
// Inline projects do not inherit the root's test options, so each names the timeout itself
// (without it they ran under vitest's 5 s default). A timeout is a safety net against a hung
// test, far above any normal duration, so that a busy machine slows a run without failing it.
const testTimeout = 60_000;
// Starting a check file's run (reference, upstream mock, receiver) is a hook: the same net.
const hookTimeout = 60_000;
// The checks' time grows with the property runs asked for (`check --runs`, FC_RUNS; 200 by default).
const runs = Number(process.env.FC_RUNS);
const checkTimeout = 180_000 * Math.max(1, Number.isFinite(runs) ? runs / 200 : 1);
// The url project's property runs (see there).
const urlRuns = 50;
// Differential checks exist only when `check --differential` asks for them; a file declaring no
// check would otherwise fail every ordinary run as "no test suite found".
const differential = process.env.HARNESS_DIFFERENTIAL === '1' ? [] : ['suites/differential/**'];
// The check files share one module graph per worker: the reference, the upstream mock, fast-check
// and the compiled contracts load once per worker instead of once per file (importing them again
// for each of the 48 files cost more than running the checks). Each file still starts its own run
// (reference, upstream mock, receiver) and every check provisions it, so no state crosses files.
// HARNESS_ISOLATE=1 brings back a fresh process per file: the bench's baseline, and a way to tell
// whether a unit test's failure comes from a file that ran before it in the same worker.
const isolate = process.env.HARNESS_ISOLATE === '1';

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout,
    hookTimeout,
    reporters: ['default', './scripts/check/plain-total-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          testTimeout,
          hookTimeout,
          include: ['contracts/**/*.test.ts', 'mocks/**/*.test.ts', 'suites/**/*.test.ts', 'scripts/**/*.test.ts', 'fixtures/**/*.test.ts'],
          // As for the check files: one module graph per worker. A fresh process per file spent
          // more CPU importing the mocks, the contracts and vitest itself than running the tests
          // (about half of this project's CPU). A test file leaves the process as it found it:
          // servers and children stopped, spies, stubbed variables and fake timers restored.
          isolate,
          setupFiles: ['suites/support/properties/seed.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          testTimeout: checkTimeout,
          hookTimeout,
          include: ['suites/**/*.check.ts'],
          exclude: differential,
          isolate,
          setupFiles: ['suites/support/properties/seed.ts', 'suites/support/http/exchange-trail.setup.ts'],
        },
      },
      // The same behaviour checks against the reference as a real server on loopback. A served
      // target has a single state that every file provisions, so each file serves its own in its
      // worker (HARNESS_SERVE_REFERENCE) and no two files running side by side share one.
      {
        extends: true,
        test: {
          name: 'conformance-url',
          testTimeout: checkTimeout,
          hookTimeout,
          include: ['suites/**/*.check.ts'],
          exclude: ['suites/contract/**', ...differential],
          isolate,
          setupFiles: ['suites/support/properties/seed.ts', 'suites/support/http/exchange-trail.setup.ts'],
          // Fewer property runs than in-process (FC_RUNS, when set, still decides both): this project
          // shows that the checks hold when their cases travel over sockets, through fetch and the
          // control plane over HTTP; the cases are the conformance project's. With the fixed seed,
          // its 50 runs per property draw from the same sequence as the 200 that project sends to
          // the same reference, with the edge values fast-check favours in the first runs. The pass
          // table also runs every spec check over loopback, against the variant taking every
          // alternative.
          env: { HARNESS_SERVE_REFERENCE: '1', FC_RUNS: process.env.FC_RUNS ?? String(urlRuns) },
          // In a group of its own, after the others: its files then have both cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
