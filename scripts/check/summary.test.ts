// The terminal summary: the table of sections, the causes of the failures (the one explaining the
// most first), a bounded number of failure blocks (the first of each cause first) with the replay
// command and the curl, what did not run grouped by why, the soft findings, and the control
// plane's checks apart from the verdict.
import { describe, expect, it } from 'vitest';
import { halfWrittenRun, sampleBaseUrl, sampleContext, sampleRun, sampleToken } from './report/sample-run.ts';
import { summarise } from './summary.ts';

const text = summarise(sampleRun(), sampleContext());

describe('the terminal summary', () => {
  it('counts per section in a table and ends with the plain total line', () => {
    expect(text).toContain('  section  checks  passed  failed  not run\n');
    expect(text).toContain('\n  4.2           2       1       1        0\n');
    expect(text).toContain('\n  3.2           1       0       0        1\n');
    expect(text.split('\n').at(-1)).toBe('1 passed, 2 failed, 1 skipped');
    expect(text).toContain('1 warning(s) noted, none failing');
  });

  it('shows a failure with its section, cause, the lines where expected and actual differ, replay and curl', () => {
    const block = text.slice(text.indexOf('FAILED [3.3] replay-header-present'), text.indexOf('FAILED [4.2]'));
    expect(block).toContain('  section 3.3, check replay-header-present (suites/idempotency/idempotency-states.check.ts)');
    expect(block).toContain('  cause: POST /api/v2/messages (type text) answered 200');
    expect(block).toContain('  expected: ... "replayed": true ...');
    expect(block).toContain('  actual:   ... "replayed": false ...');
    expect(block).toContain(`  replay: npx gateway-harness check --check replay-header-present --seed 20261101 --target ${sampleBaseUrl}`);
    expect(block).toMatch(/\ncurl -sS -i -H 'Content-Type: application\/json' -H "Authorization: Bearer \$GATEWAY_TOKEN"/);
  });

  it('shows the seed, path and counter-example of a property failure', () => {
    expect(text).toContain('  property: seed 20261101, path "3:1:0", failed after 4 run(s), shrunk 3 time(s)');
    expect(text).toContain('  counter-example: ["a b"]');
  });

  it('lists a few checks not run one by one with their capability, warnings, and errors outside checks', () => {
    expect(text).toContain('not run [3.2] window-closes-after-24-hours: capability clock not offered');
    expect(text).toContain('warning [4.2] limit-is-capped: message does not read "<field>: <reason>" & more');
    expect(text).toContain('error outside a check: suites/send/limits.check.ts: Cannot find module <x>');
  });

  it('never prints the token, nor colour unless asked', () => {
    expect(text).not.toContain(sampleToken);
    expect(text).not.toContain('\u001b[');
    expect(summarise(sampleRun(), sampleContext(), { colour: true })).toContain('\u001b[31m');
  });
});

describe('the summary of a half-written build', () => {
  const run = halfWrittenRun(40, 60);
  const lines = summarise(run, sampleContext(), { reportDir: '/tmp/reports' }).split('\n');
  const at = (text: string) => lines.findIndex((line) => line.includes(text));

  it('names the cause that explains the most failures first, right after the table of sections', () => {
    const causes = at('Causes of the 100 failure(s)');
    expect(causes).toBeGreaterThan(at('section  checks'));
    expect(lines[causes + 1]).toBe('  40 check(s): GET /api/v2/templates answered 500 internal_error');
    expect(causes).toBeLessThan(at('FAILED'));
  });

  it('stays short: a bounded number of causes and failure blocks, the first of each cause first, and says where the rest are', () => {
    expect(lines.length).toBeLessThanOrEqual(200);
    const causes = lines.slice(at('Causes of'), at('FAILED'));
    expect(causes.filter((line) => / check\(s\): (GET|POST) /.test(line))).toHaveLength(12);
    expect(lines.some((line) => /^ {2}and \d+ more cause\(s\) of \d+ check\(s\), each in the report$/.test(line))).toBe(true);
    const blocks = lines.filter((line) => line.startsWith('FAILED'));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.length).toBeLessThan(100);
    expect(blocks[0]).toMatch(/^FAILED \[4\.2\] listing-check-0:/);
    expect(blocks[1]).toMatch(/^FAILED \[4\.1\] other-check-0:/);
    expect(lines.join('\n')).toMatch(new RegExp(`\\n${blocks.length} of 101 failures shown, the first of each cause first: every one is in /tmp/reports/report.html\\n`));
  });

  it('groups what did not run by why', () => {
    expect(at('Not run: 10 check(s)')).toBeGreaterThan(0);
    expect(lines).toContain('    3 check(s): capability loopback_subscriptions not offered');
    expect(lines).toContain('    2 check(s): capability clock not offered');
  });

  it('counts the control plane apart, outside the sections and the total, with its failure named', () => {
    expect(lines.find((line) => line.includes('control plane (the harness'))).toContain('1 passed, 1 failed (hostile-control-requests)');
    expect(lines.some((line) => /^ {2}1 /.test(line))).toBe(false);
    expect(lines.at(-1)).toBe('0 passed, 100 failed, 10 skipped');
  });

  it('prints every block, every check not run and every cause when verbose', () => {
    const verbose = summarise(run, sampleContext(), { verbose: true }).split('\n');
    expect(verbose.filter((line) => line.startsWith('FAILED'))).toHaveLength(101);
    expect(verbose.filter((line) => line.startsWith('not run ['))).toHaveLength(10);
    expect(verbose.some((line) => line.includes('more cause(s)'))).toBe(false);
  });
});
