/**
 * Operations and events as a whole: removed (breaking), added (allowed: a new operation changes
 * nothing clients do; a new event name is allowed by §9), moved to another path or renamed
 * (breaking), and events whose publishing is confirmed or withdrawn (§6).
 */
import { basis } from '../basis.ts';
import type { Finding } from '../change.ts';
import type { OperationEntry } from '../operations.ts';

export interface Located {
  subject: string;
  section?: string;
  finding: Finding;
}

export function operationSetFindings(old: Map<string, OperationEntry>, next: Map<string, OperationEntry>): Located[] {
  const out: Located[] = [];
  const removed = [...old.values()].filter((e) => !next.has(e.key));
  const added = [...next.values()].filter((e) => !old.has(e.key));
  const moved = new Set<string>();
  for (const r of removed) {
    const target = r.operationId === undefined ? undefined : added.find((a) => a.operationId === r.operationId && a.kind === r.kind);
    if (target) {
      moved.add(r.key).add(target.key);
      out.push({ subject: r.label, ...sectionOf(target), finding: { rule: 'operation-moved', verdict: 'breaking', message: `moved to ${target.label}`, basis: basis.removed, section: '1' } });
    }
  }
  for (const r of removed) {
    if (moved.has(r.key)) continue;
    const rule = r.kind === 'event' ? 'event-removed' : 'operation-removed';
    out.push({ subject: r.label, ...sectionOf(r), finding: { rule, verdict: 'breaking', message: r.kind === 'event' ? 'event removed' : 'operation removed', basis: basis.removed, section: r.kind === 'event' ? '6' : '1' } });
  }
  for (const a of added) {
    if (moved.has(a.key)) continue;
    const finding: Finding = a.kind === 'event' ? { rule: 'event-added', verdict: 'allowed', message: 'event added', basis: basis.newEvent, section: '6' } : { rule: 'operation-added', verdict: 'allowed', message: 'operation added', basis: basis.operationAdded, section: '1' };
    out.push({ subject: a.label, ...sectionOf(a), finding });
  }
  return out;
}

function sectionOf(e: OperationEntry): { section?: string } {
  return e.section === undefined ? {} : { section: e.section };
}

/** Findings about one operation present in both versions, other than its parts. */
export function operationFindings(old: OperationEntry, next: OperationEntry): Finding[] {
  const findings: Finding[] = [];
  if (old.operationId !== undefined && next.operationId !== undefined && old.operationId !== next.operationId) {
    findings.push({ rule: 'operation-renamed', verdict: 'breaking', message: `operationId \`${old.operationId}\` renamed to \`${next.operationId}\``, basis: basis.removed, values: { old: old.operationId, new: next.operationId } });
  }
  if (old.kind === 'event' && old.publishing !== undefined && next.publishing !== undefined && old.publishing !== next.publishing) {
    findings.push(
      next.publishing === 'confirmed'
        ? { rule: 'event-confirmed', verdict: 'allowed', message: `publishing ${old.publishing} → confirmed`, basis: basis.publishing, section: '6' }
        : { rule: 'event-unconfirmed', verdict: 'breaking', message: `publishing ${old.publishing} → ${next.publishing}`, basis: basis.publishing, section: '6' },
    );
  }
  return findings;
}
