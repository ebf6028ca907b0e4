/**
 * Constraints that are not numbers: patterns, formats, `multipleOf`, unique items, the
 * contract's `x-unique-values` and one-time-code rules, refusing unknown fields, and the default
 * of a request field. Which way each one goes decides the verdict, as for limits; a pattern that
 * changed cannot be shown wider or narrower, so it counts as breaking either way.
 */
import { basis, basisFor } from '../basis.ts';
import { verdictFor, type Direction, type Finding } from '../change.ts';
import { valueKey, type Flat } from '../flat.ts';

function setFindings(label: string, old: Set<string | number>, next: Set<string | number>, direction: Direction): Finding[] {
  const removed = [...old].filter((v) => !next.has(v));
  const added = [...next].filter((v) => !old.has(v));
  if (removed.length === 1 && added.length === 1) {
    return [{ rule: 'constraint-changed', verdict: 'breaking', message: `${label} \`${removed[0]}\` → \`${added[0]}\``, basis: basis.removed, values: { old: removed[0], new: added[0] } }];
  }
  return [
    ...added.map((v): Finding => ({ rule: 'constraint-added', verdict: verdictFor(direction, true), message: `${label} \`${v}\` added`, basis: basisFor(direction, true), values: { new: v } })),
    ...removed.map((v): Finding => ({ rule: 'constraint-removed', verdict: verdictFor(direction, false), message: `${label} \`${v}\` removed`, basis: basisFor(direction, false), values: { old: v } })),
  ];
}

/** All of the one-time-code rules, as one line. */
function oneTimeCodeSummary(flat: Flat): string {
  const rules = [...flat.numbers].filter(([k]) => k.startsWith('x-one-time-code.')).map(([k, v]) => `${k.slice('x-one-time-code.'.length)} ${v}`);
  for (const [k, v] of flat.oneTimeCode) rules.push(`${k} ${k === 'forbidden' ? (JSON.parse(v) as string[]).join(', ') : v}`);
  return rules.join('; ');
}

function oneTimeCodeFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  if (old.hasOneTimeCode !== next.hasOneTimeCode) {
    const added = next.hasOneTimeCode;
    const message = `one-time-code rules ${added ? 'added' : 'removed'} (${oneTimeCodeSummary(added ? next : old)})`;
    return [{ rule: added ? 'constraint-added' : 'constraint-removed', verdict: verdictFor(direction, added), message, basis: basisFor(direction, added), section: '4.1' }];
  }
  const findings: Finding[] = [];
  for (const key of new Set([...old.oneTimeCode.keys(), ...next.oneTimeCode.keys()])) {
    const [o, n] = [old.oneTimeCode.get(key), next.oneTimeCode.get(key)];
    if (o === n) continue;
    const label = `x-one-time-code ${key}`;
    if (o === undefined) findings.push({ rule: 'constraint-added', verdict: verdictFor(direction, true), message: `${label} ${n} added`, basis: basisFor(direction, true), section: '4.1' });
    else if (n === undefined) findings.push({ rule: 'constraint-removed', verdict: verdictFor(direction, false), message: `${label} ${o} removed`, basis: basisFor(direction, false), section: '4.1' });
    else if (key === 'forbidden') {
      const [was, now] = [new Set(JSON.parse(o) as string[]), new Set(JSON.parse(n) as string[])];
      findings.push(...setFindings(label, was, now, direction).map((f) => ({ ...f, section: '4.1' })));
    } else findings.push({ rule: 'constraint-changed', verdict: 'breaking', message: `${label} ${o} → ${n}`, basis: basis.removed, section: '4.1' });
  }
  return findings;
}

function flagFinding(label: string, old: boolean, next: boolean, direction: Direction): Finding[] {
  if (old === next) return [];
  return [{ rule: next ? 'constraint-added' : 'constraint-removed', verdict: verdictFor(direction, next), message: `${label} ${next ? 'added' : 'removed'}`, basis: basisFor(direction, next) }];
}

/** Unknown fields refused or accepted again; clients must ignore unknown fields they receive (§9). */
function closedFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  if (old.closed === next.closed) return [];
  if (next.closed) return [{ rule: 'unknown-fields-refused', verdict: verdictFor(direction, true), message: 'unknown fields now refused (additionalProperties: false)', basis: basisFor(direction, true) }];
  return [{ rule: 'unknown-fields-allowed', verdict: 'allowed', message: 'unknown fields no longer refused', basis: direction === 'input' ? basis.inputWidened : basis.newOutputField }];
}

/** A request field's default is what a request that leaves the field out means. */
function defaultFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  if (direction !== 'input' || (old.hasDefault === next.hasDefault && valueKey(old.default) === valueKey(next.default))) return [];
  const values = { old: old.default, new: next.default };
  if (!old.hasDefault) return [{ rule: 'default-added', verdict: 'allowed', message: `default ${valueKey(next.default)} added`, basis: basis.inputWidened, values }];
  const message = next.hasDefault ? `default ${valueKey(old.default)} → ${valueKey(next.default)}` : `default ${valueKey(old.default)} removed`;
  return [{ rule: 'default-changed', verdict: 'breaking', message, basis: basis.defaultChanged, values }];
}

export function constraintFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  return [
    ...setFindings('pattern', old.patterns, next.patterns, direction),
    ...setFindings('format', old.formats, next.formats, direction),
    ...setFindings('multipleOf', old.multipleOf, next.multipleOf, direction),
    ...setFindings('x-unique-values', old.uniqueValues, next.uniqueValues, direction),
    ...flagFinding('uniqueItems', old.uniqueItems, next.uniqueItems, direction),
    ...oneTimeCodeFindings(old, next, direction),
    ...closedFindings(old, next, direction),
    ...defaultFindings(old, next, direction),
  ];
}
