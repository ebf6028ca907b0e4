/**
 * The error `code` values each operation answers, per status (§9: codes are the contract). A code
 * no longer answered, or answered with another status, breaks clients that branch on it; a new
 * code under a status the operation already had is allowed (decision A72). Codes under a new
 * status are reported with that status (rules/statuses.ts).
 */
import { basis } from '../basis.ts';
import type { Finding } from '../change.ts';

/** Status → the codes its error body allows; `undefined` when the body does not enumerate them. */
export type CodesByStatus = Map<string, string[] | undefined>;

export function codeFindings(old: CodesByStatus, next: CodesByStatus): Finding[] {
  const findings: Finding[] = [];
  const statusOf = (codes: CodesByStatus, code: string, except: string): string | undefined => [...codes].find(([s, list]) => s !== except && list?.includes(code))?.[0];
  for (const [status, codes] of old) {
    if (!codes || (next.has(status) && next.get(status) === undefined)) continue;
    const now = next.get(status) ?? [];
    for (const code of codes) {
      if (now.includes(code)) continue;
      const elsewhere = statusOf(next, code, status);
      if (elsewhere !== undefined && !old.get(elsewhere)?.includes(code)) {
        findings.push({ rule: 'code-moved', verdict: 'breaking', message: `code \`${code}\` moved from status ${status} to ${elsewhere}`, basis: basis.codes, section: '7', at: 'responses', values: { old: status, new: elsewhere } });
      } else if (next.has(status)) {
        // (A status removed altogether is reported once, by rules/statuses.ts.)
        findings.push({ rule: 'code-removed', verdict: 'breaking', message: `code \`${code}\` no longer answered with status ${status}`, basis: basis.codes, section: '7', at: 'responses', values: { old: code } });
      }
    }
  }
  for (const [status, codes] of next) {
    const before = old.get(status);
    if (!codes || before === undefined) continue;
    for (const code of codes) {
      if (before.includes(code)) continue;
      const from = statusOf(old, code, status);
      if (from !== undefined && !next.get(from)?.includes(code)) continue;
      findings.push({ rule: 'code-added', verdict: 'allowed', message: `code \`${code}\` added to status ${status}`, basis: basis.newValue, section: '7', at: 'responses', values: { new: code } });
    }
  }
  return findings;
}
