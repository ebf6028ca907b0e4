/**
 * One variant taking every alternative at once: the parts of each laid over those before it, the
 * wire changes applied one after another, the options merged. A gateway team takes many choices
 * together; a check that passes each alone may still trip over two at once.
 */
import type { GatewayParts } from '../reference/index.ts';
import type { AllowedVariant } from './allowed-variant.ts';
import { chainWire } from './kit/json-answer.ts';

export const everyAlternativeName = 'every-alternative';

export function everyAlternative(variants: readonly AllowedVariant[], leftOut: readonly string[]): AllowedVariant {
  const taken = variants.filter((v) => !leftOut.includes(v.name));
  const wires = taken.flatMap((v) => (v.wire ? [v.wire] : []));
  return {
    name: everyAlternativeName,
    decision: 'all of them',
    sections: [...new Set(taken.flatMap((v) => v.sections))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    change: `Takes the ${taken.length} alternatives above at once${leftOut.length > 0 ? ` (not ${leftOut.join(', ')}, each conflicting with one taken)` : ''}.`,
    parts: (base) => {
      let parts: GatewayParts = base;
      let changed: Partial<GatewayParts> = {};
      for (const variant of taken) {
        if (!variant.parts) continue;
        const own = variant.parts(parts);
        parts = { ...parts, ...own };
        changed = { ...changed, ...own };
      }
      return changed;
    },
    wire: chainWire(wires),
    options: () => Object.assign({}, ...taken.map((v) => v.options?.() ?? {})) as ReturnType<NonNullable<AllowedVariant['options']>>,
  };
}
