// The builds generated from the spec's numbers: every number of spec-limits.ts is moved by some
// build or has a recorded reason not to be, the names are their own, and each build answers one
// probe otherwise than the reference, which shows the reference really reads that number.
import { describe, expect, it } from 'vitest';
import { infoSites, listingLimitSites, schemaSites } from '../../reference/limits/contract-sites.ts';
import { faultyBuilds } from '../catalogue.ts';
import { observe } from '../test-kit.ts';
import { generatedFault, generatedFaults, unmovedNumbers } from './catalogue.ts';
import { probeOf } from './generated-probes.ts';
import { tableProbes } from './table-probes.ts';

describe('generated builds', () => {
  it('have one probe each among the table builds, and no probe without a build', () => {
    const tableBuilds = generatedFaults.filter((f) => f.change.kind === 'table-entry').map((f) => f.name);
    expect(Object.keys(tableProbes).sort()).toEqual(tableBuilds.sort());
  });

  it('move every number of the spec, or say why none moves it', () => {
    const keys = new Set([...schemaSites, ...listingLimitSites, ...infoSites].map((s) => s.key));
    const moved = new Set(generatedFaults.flatMap((f) => (f.change.kind === 'moved' || f.change.kind === 'counted' ? [f.change.key] : [])));
    const reasoned = new Set(unmovedNumbers.map((u) => u.key));
    for (const key of keys) expect(moved.has(key) || reasoned.has(key), key).toBe(true);
    for (const key of reasoned) expect(moved.has(key), `${key} is moved after all`).toBe(false);
  });

  it('move each limit by one each way', () => {
    const moves = generatedFaults.flatMap((f) => (f.change.kind === 'moved' && typeof f.change.to === 'number' ? [f.change] : []));
    for (const move of moves.filter((m) => !m.key.endsWith('.default'))) {
      const ways = moves.filter((m) => m.key === move.key).map((m) => (m.to as number) - (m.from as number));
      expect(ways.sort(), move.key).toEqual([-1, 1]);
    }
  });

  it('have kebab-case names no hand-written build has, and say what they break', () => {
    const names = generatedFaults.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const handWritten = new Set(faultyBuilds.map((b) => b.name));
    for (const fault of generatedFaults) {
      expect(fault.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(handWritten.has(fault.name), fault.name).toBe(false);
      expect(fault.deviation).toMatch(/^[A-Z].*\.$/);
      expect(Object.keys(fault.breaks).length, fault.name).toBeGreaterThan(0);
      // A build that may survive names a statement as a whole or its decision; one that may not names the cases.
      if (!fault.open) for (const cases of Object.values(fault.breaks)) expect(cases.length, fault.name).toBeGreaterThan(0);
    }
    expect(generatedFault(names[0] ?? '')?.name).toBe(names[0]);
    expect(generatedFault('no-such-build')).toBeUndefined();
  });

  it.each(generatedFaults.map((f) => [f.name, f] as const))('%s answers its probe otherwise than the reference', async (_, fault) => {
    const probe = probeOf(fault);
    const reference = await observe(undefined, probe);
    const faulty = await observe(fault, probe);
    expect(faulty, `reference saw ${JSON.stringify(reference)}`).not.toEqual(reference);
  });
});
