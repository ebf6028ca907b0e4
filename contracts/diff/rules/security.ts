/**
 * Who may call an operation: the alternatives of its security requirement, each described by
 * what the schemes ask for (`http bearer`, `apiKey header X-Key`) rather than by their names,
 * which documents choose freely. Asking for credentials where none were needed, or dropping a
 * way of authenticating, refuses requests that were accepted (§5).
 */
import { basis } from '../basis.ts';
import type { Finding } from '../change.ts';
import { isObject, type Json } from '../resolver.ts';

function schemeSignature(scheme: Json): string {
  if (!isObject(scheme)) return 'unknown';
  const parts = [scheme.type, scheme.type === 'http' ? String(scheme.scheme ?? '').toLowerCase() : undefined, scheme.type === 'apiKey' ? `${String(scheme.in)} ${String(scheme.name)}` : undefined];
  return parts.filter((p) => p !== undefined && p !== '').join(' ');
}

/** Each way to authenticate, as a sorted `+`-joined list of scheme signatures; `none` for public access. */
export function securityOf(root: Record<string, Json>, op: Record<string, Json>): string[] {
  const requirements = Array.isArray(op.security) ? op.security : Array.isArray(root.security) ? root.security : [];
  const schemes = isObject(root.components) && isObject(root.components.securitySchemes) ? root.components.securitySchemes : {};
  if (requirements.length === 0) return ['none'];
  return requirements.map((req) => (isObject(req) && Object.keys(req).length > 0 ? Object.keys(req).map((name) => schemeSignature(schemes[name])).sort().join(' + ') : 'none')).sort();
}

const show = (way: string): string => (way === 'none' ? 'no credentials' : way);

export function securityFindings(old: string[], next: string[]): Finding[] {
  const findings: Finding[] = [];
  // A call that needs no credentials is accepted with any: nothing is refused.
  for (const way of old) if (!next.includes(way) && !next.includes('none')) findings.push({ rule: 'security-removed', verdict: 'breaking', message: `calls with ${show(way)} no longer accepted`, basis: basis.security, section: '5.1', at: 'security' });
  for (const way of next) if (!old.includes(way)) findings.push({ rule: 'security-added', verdict: 'allowed', message: `calls with ${show(way)} now accepted`, basis: basis.inputWidened, section: '5.1', at: 'security' });
  return findings;
}
