/**
 * Response statuses of an operation. §7 lists the statuses each endpoint answers (GET templates
 * "never returns 409, 429 or 502") and its retry policy keys on them, so a status removed or
 * added changes what a client must handle (decision A72). For an event delivery the statuses are
 * the subscriber's answers: one more accepted is allowed, one fewer is not.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';

export const isErrorStatus = (status: string): boolean => /^[45]/.test(status) || status === 'DEFAULT';

export function statusFindings(old: string[], next: string[], direction: Direction, codesOf: (status: string) => string[]): Finding[] {
  const findings: Finding[] = [];
  for (const status of old) {
    if (!next.includes(status)) findings.push({ rule: 'status-removed', verdict: 'breaking', message: `status ${status} removed`, basis: direction === 'output' ? basis.statuses : basis.inputNarrowed, section: '7', at: 'responses' });
  }
  for (const status of next) {
    if (old.includes(status)) continue;
    const codes = codesOf(status);
    const message = `status ${status} added${codes.length > 0 ? ` (codes ${codes.join(', ')})` : ''}`;
    findings.push(direction === 'output' ? { rule: 'status-added', verdict: 'breaking', message, basis: basis.statuses, section: '7', at: 'responses' } : { rule: 'status-added', verdict: 'allowed', message, basis: basis.inputWidened, at: 'responses' });
  }
  return findings;
}
