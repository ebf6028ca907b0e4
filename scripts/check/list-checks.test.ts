// The traceability table is generated from the registered checks, never kept by hand.
import { describe, expect, it } from 'vitest';
import { capabilityLines, checksTable, listChecks, type ListedCheck } from './list-checks.ts';

const listed = (id: string, section: string, needs: string[] = []): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], needs, file: 'suites/x.check.ts' });

describe('checks table', () => {
  it('orders sections numerically, not as text', () => {
    const table = checksTable([listed('b', '10'), listed('a', '2.10'), listed('c', '2.2'), listed('d', '9')]);
    const order = [...table.matchAll(/`([a-d])`/g)].map((m) => m[1]);
    expect(order).toEqual(['c', 'a', 'd', 'b']);
  });

  it('counts checks per section and escapes pipes in titles', () => {
    const table = checksTable([{ ...listed('a', '5'), title: 'x | y' }, listed('b', '5')]);
    expect(table).toContain('2 checks (by section: 5: 2)');
    expect(table).toContain('x \\| y');
  });

  it('counts, per capability, the checks a target without it does not get', () => {
    const checks = [listed('timed', '3.3', ['clock']), listed('watched', '6', ['loopback_subscriptions', 'clock']), listed('plain', '5')];
    expect(capabilityLines(checks)).toEqual(['without clock: 2 not run (timed, watched)', 'without loopback_subscriptions: 1 not run (watched)']);
    expect(checksTable(checks)).toContain('| 3.3 | `timed` | spec | - | clock |');
  });

  it('lists the registered checks of an area with their sections, from the suite itself', async () => {
    const checks = await listChecks(['suites/auth/']);
    expect(checks.length).toBeGreaterThan(5);
    for (const c of checks) {
      expect(c.section).toMatch(/^[1-9](\.[1-9])?$/);
      expect(c.file).toMatch(/^suites\/auth\//);
    }
    expect(checks.map((c) => c.id)).toContain('missing-token-is-401');
  }, 60_000);
});
