// The template generators' contract: reproducible from a seed, valid world fixtures, and sends
// whose verdict the spec settles (never `open`) and matches what each perturbation is meant to be.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledWorld, parseWorld } from '../../../../fixtures/worlds/world-file.ts';
import { templateSendVerdict } from '../../spec/template-send-verdict.ts';
import { sendableByStatus } from '../../spec/template-states.ts';
import { withTemplates } from '../../world/world-variants.ts';
import { correctSend } from './correct-values.ts';
import { perturbedSend } from './perturbed-send.ts';
import { seededTemplate } from './seeded-template.ts';
import { templateCase } from './template-case.ts';
import { templatePool } from './template-pool.ts';

// What each perturbation is, by the 4.1 table: refused by the service, or left to the platform.
const localFaults = new Set([
  'wrong-language',
  'numbered-missing-value',
  'numbered-with-parameter-name',
  'header-missing-value',
  'named-missing-value',
  'named-extra-name',
  'named-renamed',
  'named-without-parameter-name',
  'media-header-missing',
  'media-header-wrong-type',
]);
const platformFaults = new Set(['numbered-extra-value', 'header-extra-value', 'button-value-missing', 'button-value-on-static-button', 'button-beyond-last']);

describe('template generators', () => {
  it('draw the same pool from the same seed', () => {
    expect(templatePool(12, 7)).toEqual(templatePool(12, 7));
    expect(fc.sample(templateCase(templatePool(5, 3)), { numRuns: 20, seed: 11 })).toEqual(fc.sample(templateCase(templatePool(5, 3)), { numRuns: 20, seed: 11 }));
  });

  it('give unique names and ids, and a world the fixture schema accepts', () => {
    const pool = templatePool(60, 20261101);
    expect(new Set(pool.map((t) => t.name)).size).toBe(60);
    expect(new Set(pool.map((t) => t.id)).size).toBe(60);
    const result = parseWorld(withTemplates(bundledWorld('default'), '200000000000001', pool));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('refuse a pool size out of range, naming it', () => {
    expect(() => templatePool(0, 1)).toThrow(/got 0/);
  });

  it('make correct sends the spec accepts (or leaves to the platform while in review)', () => {
    fc.assert(
      fc.property(seededTemplate.chain((t) => correctSend(t).map((send) => ({ t, send }))), ({ t, send }) => {
        const verdict = templateSendVerdict(t, send);
        if (!sendableByStatus[t.status]) expect(verdict.kind).toBe('refused');
        else if (t.status === 'SUBMITTED' || t.status === 'DRAFT') expect(verdict.kind).toBe('platform');
        else expect(verdict).toEqual({ kind: 'accepted' });
      }),
    );
  });

  it('make perturbed sends whose verdict is settled and of the intended kind', () => {
    fc.assert(
      fc.property(seededTemplate.chain((t) => perturbedSend(t).map((send) => ({ t, send }))), ({ t, send }) => {
        const verdict = templateSendVerdict(t, send);
        expect(localFaults.has(send.label) || platformFaults.has(send.label)).toBe(true);
        const expected = !sendableByStatus[t.status] || localFaults.has(send.label) ? 'refused' : 'platform';
        expect(verdict.kind).toBe(expected);
      }),
    );
  });
});
