/**
 * Many generated templates for one world, drawn once from a seed: a property then provisions a
 * single world and sends to its templates, instead of provisioning a world per run. Names are
 * zero-padded so no name is a prefix of another (a platform lookup by name may match prefixes).
 */
import fc from 'fast-check';
import type { SeededTemplate } from '../../spec/template-send-verdict.ts';
import { seededTemplate } from './seeded-template.ts';

const firstId = 390_000_000_000_000;
const start = Date.parse('2026-09-01T09:00:00Z');

export function templatePool(size: number, seed: number): SeededTemplate[] {
  if (!Number.isSafeInteger(size) || size < 1 || size > 999) throw new RangeError(`pool size must be 1 to 999, got ${size}`);
  return fc.sample(seededTemplate, { numRuns: size, seed }).map((template, index) => ({
    ...template,
    id: String(firstId + index),
    name: `shape_${String(index).padStart(3, '0')}`,
    // Distinct creation times keep the listing's newest-first order free of ties.
    created_at: new Date(start + index * 60_000).toISOString().replace('.000Z', 'Z'),
  }));
}
