/**
 * Parameters and headers: removed (breaking), added (an optional one the client may send is
 * allowed by §9, a required one is not; one more the service sends is allowed), and those that
 * turn required or optional. Header names compare without regard to case.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';
import { isObject, type Json, type Resolver } from '../resolver.ts';

export interface Parameter {
  /** `header x-phone-number-id`, `query limit`: how two versions line up. */
  key: string;
  /** `header X-Phone-Number-Id`: as reports show it. */
  label: string;
  required: boolean;
  schema: Json;
}

/** Parameters of an operation, the path item's first and the operation's own over them. */
export function parametersOf(pathItem: Record<string, Json>, op: Record<string, Json>, resolver: Resolver): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, op.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = resolver.object(raw);
      if (typeof p.name !== 'string' || typeof p.in !== 'string') continue;
      const key = `${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
      found.set(key, { key, label: `${p.in} ${p.name}`, required: p.required === true || p.in === 'path', schema: schemaOf(p) });
    }
  }
  return found;
}

/** Response headers, as parameters the service sends. */
export function headersOf(response: Record<string, Json>, resolver: Resolver): Map<string, Parameter> {
  const found = new Map<string, Parameter>();
  if (!isObject(response.headers)) return found;
  for (const [name, raw] of Object.entries(response.headers)) {
    if (name.toLowerCase() === 'content-type') continue;
    const h = resolver.object(raw);
    const key = `header ${name.toLowerCase()}`;
    found.set(key, { key, label: `header ${name}`, required: h.required === true, schema: schemaOf(h) });
  }
  return found;
}

function schemaOf(p: Record<string, Json>): Json {
  if (p.schema !== undefined) return p.schema;
  // A parameter may describe itself through `content` instead of `schema`.
  if (isObject(p.content)) return Object.values(p.content).map((m) => (isObject(m) ? m.schema : undefined)).find((s) => s !== undefined) ?? {};
  return {};
}

export function parameterFindings(old: Map<string, Parameter>, next: Map<string, Parameter>, direction: Direction): Finding[] {
  const findings: Finding[] = [];
  for (const [key, p] of old) {
    const now = next.get(key);
    if (!now) {
      findings.push({ rule: 'parameter-removed', verdict: 'breaking', message: 'removed', basis: basis.removed, at: p.label });
      continue;
    }
    if (p.required === now.required) continue;
    if (now.required) findings.push(direction === 'input' ? { rule: 'parameter-required', verdict: 'breaking', message: 'now required', basis: basis.newRequiredInput, at: now.label } : { rule: 'parameter-required', verdict: 'allowed', message: 'now always sent', basis: basis.outputNarrowed, at: now.label });
    else findings.push(direction === 'input' ? { rule: 'parameter-optional', verdict: 'allowed', message: 'no longer required', basis: basis.inputWidened, at: now.label } : { rule: 'parameter-optional', verdict: 'breaking', message: 'no longer always sent', basis: basis.outputMaybeMissing, at: now.label });
  }
  for (const [key, p] of next) {
    if (old.has(key)) continue;
    if (direction === 'output') findings.push({ rule: 'parameter-added', verdict: 'allowed', message: 'added', basis: basis.newOutputField, at: p.label });
    else if (p.required) findings.push({ rule: 'parameter-added', verdict: 'breaking', message: 'required parameter added', basis: basis.newRequiredInput, at: p.label });
    else findings.push({ rule: 'parameter-added', verdict: 'allowed', message: 'optional parameter added', basis: basis.newOptionalInput, at: p.label });
  }
  return findings;
}
