/** The diff as text for a terminal: breaking changes first, then allowed ones, then a line for wording. */
import type { Change } from './change.ts';
import { isWording, type DiffResult } from './diff.ts';

const directions = { input: 'sent by clients', output: 'sent by the service' } as const;

/** `Error.detail`, `POST /api/v2/messages 422 body.code`, `TemplateStatus`. */
export function locationOf(change: Pick<Change, 'subject' | 'path'>): string {
  if (change.path === '') return change.subject;
  return change.subject.includes(' ') ? `${change.subject} ${change.path}` : `${change.subject}.${change.path}`;
}

function entry(change: Change): string[] {
  const facts = [
    `[${change.rule}]`,
    ...(change.direction ? [directions[change.direction]] : []),
    ...(change.usedBy.length > 0 && !(change.usedBy.length === 1 && change.usedBy[0] === change.subject) ? [`via ${change.usedBy.join(', ')}`] : []),
    ...(change.sections.length > 0 ? [`§ ${change.sections.join(', ')}`] : []),
  ];
  return [`  ${locationOf(change)}: ${change.message}`, `      ${facts.join('; ')}`, `      why: ${change.basis}`];
}

export function formatDiff(result: DiffResult): string {
  const wording = result.changes.filter(isWording);
  const breaking = result.changes.filter((c) => c.verdict === 'breaking');
  const allowed = result.changes.filter((c) => c.verdict === 'allowed' && !isWording(c));
  const lines = [`old: ${result.old}`, `new: ${result.new}`, `${result.breaking} breaking, ${result.allowed} allowed (${result.wording} of them wording)`];
  if (breaking.length > 0) lines.push('', 'Breaking (§9: needs a new path prefix, not a change in place):', ...breaking.flatMap(entry));
  if (allowed.length > 0) lines.push('', 'Allowed in place (§9):', ...allowed.flatMap(entry));
  if (wording.length > 0) {
    const subjects = [...new Set(wording.map((c) => c.subject))];
    lines.push('', `Wording (allowed: §9, messages are not the contract): ${wording.length} description, summary or example changes in ${subjects.join(', ')}`);
  }
  if (result.changes.length === 0) lines.push('', 'No differences.');
  return lines.join('\n');
}
