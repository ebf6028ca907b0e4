// The pass table end to end on a small scale: a variant a check fails is a false positive that
// fails the table (the command's exit 1), an allowed variant passes the same check, and a name
// no worker knows is an error, never a pass.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedVariant } from '../../mocks/variants/index.ts';
import { runPassTable } from './pass-table.ts';
import { passTablePasses } from './pass-verdict.ts';
import { wrongVariant } from './fixtures/wrong-variant.ts';

const workerFile = fileURLToPath(new URL('./fixtures/wrong-variant-worker.ts', import.meta.url));
const replayCheck = { files: ['suites/idempotency/idempotency-states.check.ts'], checks: ['idempotency-replay-same-body'] };

describe('pass table', () => {
  // One worker runs the rows one after another through its kept vitest instance: the allowed
  // variant after the wrong one shows that a run's target and failure do not reach the next. (Two
  // workers sharing the rows is the pool's part, shown by the kill table's test with two jobs.)
  it('fails on a variant a check fails, naming the check, passes an allowed one run after it, and judges an unknown name an error', async () => {
    const allowed = allowedVariant('replayed-false-on-fresh-sends')!;
    const unknown = { ...wrongVariant, name: 'not-a-variant' };
    const verdicts = await runPassTable({ rows: [wrongVariant, allowed, unknown].map((variant) => ({ variant, selection: replayCheck })), runs: 5, jobs: 1, workerFile });
    expect(verdicts.map((v) => [v.name, v.verdict])).toEqual([
      ['replay-unmarked-fixture', 'false positive'],
      ['replayed-false-on-fresh-sends', 'passed'],
      ['not-a-variant', 'error'],
    ]);
    expect(verdicts[0]?.failed.map((f) => f.id)).toEqual(['idempotency-replay-same-body']);
    expect(verdicts[1]?.ran).toBe(1);
    expect(passTablePasses(verdicts)).toBe(false);
    expect(passTablePasses(verdicts.slice(1, 2))).toBe(true);
  }, 300_000);
});
