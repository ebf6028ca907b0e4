// The traceability table is generated from the registered checks, never kept by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checksTable, listChecks, type ListedCheck } from './list-checks.ts';

const listed = (id: string, section: string): ListedCheck => ({ id, section, title: `shows ${id}`, profile: 'spec', decisions: [], file: 'suites/x.check.ts' });

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

  it('lists every registered check with its section and only recorded decisions, from the suite itself', async () => {
    const checks = await listChecks();
    expect(checks.length).toBeGreaterThan(20);
    expect(new Set(checks.map((c) => c.id)).size).toBe(checks.length);
    for (const c of checks) expect(c.section).toMatch(/^[1-9](\.[1-9])?$/);
    expect(checks.map((c) => c.id)).toContain('missing-token-is-401');
    const recorded = new Set([...readFileSync(new URL('../../docs/decisions.md', import.meta.url), 'utf8').matchAll(/^### (A\d+) /gm)].map((m) => m[1]));
    const unknown = checks.flatMap((c) => c.decisions.filter((d) => !recorded.has(d)).map((d) => `${c.id} cites ${d}`));
    expect(unknown).toEqual([]);
  }, 60_000);
});
