/**
 * Fields of an object: removed or renamed (breaking either way, §9), added (a new optional field
 * in a request, or any new field in a response, is allowed; a new required request field is
 * not), and fields that become required or optional. `at` names the field; the walker decides
 * whether the change belongs to a component or to the place being compared.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';
import { partNode, valueKey, type Flat } from '../flat.ts';

/** A removed and an added field with the same schema are one renamed field. */
function renamed(old: Flat, next: Flat, removed: string[], added: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  const left = [...added];
  for (const r of removed) {
    const shape = valueKey(partNode(old.properties.get(r)));
    const i = left.findIndex((a) => valueKey(partNode(next.properties.get(a))) === shape && old.required.has(r) === next.required.has(a));
    if (i >= 0) pairs.push([r, left.splice(i, 1)[0] ?? '']);
  }
  return pairs;
}

export function propertyFindings(old: Flat, next: Flat, direction: Direction): Finding[] {
  const removed = [...old.properties.keys()].filter((k) => !next.properties.has(k));
  const added = [...next.properties.keys()].filter((k) => !old.properties.has(k));
  const pairs = renamed(old, next, removed, added);
  const findings: Finding[] = pairs.map(([from, to]) => ({ rule: 'field-renamed', verdict: 'breaking', message: `field \`${from}\` renamed to \`${to}\``, basis: basis.removed, values: { old: from, new: to } }));
  for (const name of removed) {
    if (pairs.some(([from]) => from === name)) continue;
    findings.push({ rule: 'field-removed', verdict: 'breaking', message: 'field removed', basis: basis.removed, at: name });
  }
  for (const name of added) {
    if (pairs.some(([, to]) => to === name)) continue;
    const required = next.required.has(name);
    if (direction === 'input') {
      findings.push(required ? { rule: 'field-added', verdict: 'breaking', message: 'required field added', basis: basis.newRequiredInput, at: name } : { rule: 'field-added', verdict: 'allowed', message: 'optional field added', basis: basis.newOptionalInput, at: name });
    } else {
      findings.push({ rule: 'field-added', verdict: 'allowed', message: required ? 'field added (always present)' : 'field added', basis: basis.newOutputField, at: name });
    }
  }
  for (const name of old.properties.keys()) {
    if (!next.properties.has(name) || old.required.has(name) === next.required.has(name)) continue;
    if (next.required.has(name)) {
      findings.push(direction === 'input' ? { rule: 'field-required', verdict: 'breaking', message: 'field now required', basis: basis.newRequiredInput, at: name } : { rule: 'field-required', verdict: 'allowed', message: 'field now always present', basis: basis.outputNarrowed, at: name });
    } else {
      findings.push(direction === 'input' ? { rule: 'field-optional', verdict: 'allowed', message: 'field no longer required', basis: basis.inputWidened, at: name } : { rule: 'field-optional', verdict: 'breaking', message: 'field no longer always present', basis: basis.outputMaybeMissing, at: name });
    }
  }
  return findings;
}
