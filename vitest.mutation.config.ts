import { defineConfig } from 'vitest/config';

// The conformance suite as `npm run mutation` runs it: checks of the in-process reference under
// the spec profile, one project (the mutation runner starts its own workers and asks for one at a
// time). The bundled contract's checks (`suites/contract`) never reach the reference and the
// differential ones need a second gateway, so neither can kill a mutant of the reference.
// A mutant runs the checks that reached it, often dozens: fewer property runs per check than the
// ordinary 200 keep a full run within reach of a shared machine. FC_RUNS still overrides it.
const runs = process.env.FC_RUNS ?? '10';

export default defineConfig({
  test: {
    include: ['suites/**/*.check.ts'],
    exclude: ['suites/contract/**', 'suites/differential/**'],
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    env: { HARNESS_PROFILE: 'spec', FC_RUNS: runs },
    setupFiles: ['suites/support/properties/seed.ts', 'suites/support/http/exchange-trail.setup.ts'],
  },
});
