// A build need not offer the control plane's clock (contracts/harness-control.openapi.json): the
// checks that need only past time ("the customer wrote 23 h 59 min ago") place the world's
// history at the real now and run; only the checks that need time to pass are not run, and say
// which capability kept them from running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveReference, offeredByReference, type ServedReference } from '../../suites/support/oracle/reference-target.ts';
import { runSuite } from './run-suite.ts';

let served: ServedReference;

beforeAll(async () => {
  served = await serveReference(offeredByReference('clock'));
});

afterAll(async () => {
  await served.close();
});

describe('a build without the clock capability', () => {
  it('runs and passes the window checks that need only past time, and reports the timed ones as not run', async () => {
    const run = await runSuite({
      files: ['suites/window/messaging-window.check.ts', 'suites/idempotency/idempotency-states.check.ts'],
      checks: ['window-edges', 'newer-inbound-extends-window', 'window-decides-free-form', 'idempotency-retention-24-hours'],
      runs: 20,
      target: { baseUrl: served.url, controlUrl: served.controlUrl ?? '', controlToken: served.controlToken },
      quiet: true,
    });
    const state = Object.fromEntries(run.outcomes.map((o) => [o.id, o.state]));
    expect(run.errors).toEqual([]);
    expect(state).toMatchObject({ 'window-edges': 'passed', 'newer-inbound-extends-window': 'passed', 'window-decides-free-form': 'passed', 'idempotency-retention-24-hours': 'not-run' });
    expect(run.outcomes.find((o) => o.id === 'idempotency-retention-24-hours')?.notRun).toMatchObject({ capability: 'clock' });
  }, 240_000);
});
