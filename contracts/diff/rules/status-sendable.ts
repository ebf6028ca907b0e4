/** `x-status-sendable`: per template status, whether the send path lets a template through (§3.2). */
import { basis } from '../basis.ts';
import type { Finding } from '../change.ts';
import type { Flat } from '../flat.ts';

export function statusSendableFindings(old: Flat, next: Flat): Finding[] {
  if (!old.statusSendable || !next.statusSendable) return [];
  const findings: Finding[] = [];
  for (const [status, was] of Object.entries(old.statusSendable)) {
    const now = next.statusSendable[status];
    if (typeof now !== 'boolean' || now === was) continue;
    findings.push(
      now
        ? { rule: 'status-now-sendable', verdict: 'allowed', message: `templates in status \`${status}\` now sendable`, basis: basis.inputWidened, section: '3.2' }
        : { rule: 'status-no-longer-sendable', verdict: 'breaking', message: `templates in status \`${status}\` no longer sendable`, basis: basis.sendable, section: '3.2' },
    );
  }
  return findings;
}
