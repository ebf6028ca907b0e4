// The terminal summary: per failure its section and id, expected against actual in a line, the
// replay command and the curl; then what did not run (with the capability) and the soft findings.
import { describe, expect, it } from 'vitest';
import { sampleBaseUrl, sampleContext, sampleRun, sampleToken } from './report/sample-run.ts';
import { summarise } from './summary.ts';

const text = summarise(sampleRun(), sampleContext());

describe('the terminal summary', () => {
  it('counts per section and ends with the plain total line', () => {
    expect(text).toContain('  section 4.2    2 check(s), 1 failed\n');
    expect(text).toContain('  section 3.2    1 check(s), 0 failed, 1 not run');
    expect(text.split('\n').at(-1)).toBe('1 passed, 2 failed, 1 skipped');
    expect(text).toContain('1 warning(s) noted, none failing');
  });

  it('shows a failure with its section, the lines where expected and actual differ, replay and curl', () => {
    const block = text.slice(text.indexOf('FAILED [3.3] replay-header-present'), text.indexOf('FAILED [4.2]'));
    expect(block).toContain('  section 3.3, check replay-header-present (suites/idempotency/idempotency-states.check.ts)');
    expect(block).toContain('  expected: ... "replayed": true ...');
    expect(block).toContain('  actual:   ... "replayed": false ...');
    expect(block).toContain(`  replay: npx gateway-harness check --check replay-header-present --seed 20261101 --target ${sampleBaseUrl}`);
    expect(block).toContain('  last call: POST /api/v2/messages answered 200');
    expect(block).toMatch(/\ncurl -sS -i -H 'Content-Type: application\/json' -H "Authorization: Bearer \$GATEWAY_TOKEN"/);
  });

  it('shows the seed, path and counter-example of a property failure', () => {
    expect(text).toContain('  property: seed 20261101, path "3:1:0", failed after 4 run(s), shrunk 3 time(s)');
    expect(text).toContain('  counter-example: ["a b"]');
  });

  it('lists checks not run with their capability, warnings, and errors outside checks', () => {
    expect(text).toContain('not run [3.2] window-closes-after-24-hours: capability clock not offered');
    expect(text).toContain('warning [4.2] limit-is-capped: message does not read "<field>: <reason>" & more');
    expect(text).toContain('error outside a check: suites/send/limits.check.ts: Cannot find module <x>');
  });

  it('never prints the token', () => {
    expect(text).not.toContain(sampleToken);
  });
});
