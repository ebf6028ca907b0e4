/** What `check --changed-since` prints before running: which change selected which checks. */
import { locationOf } from '../../contracts/diff/format-text.ts';
import type { DiffResult } from '../../contracts/diff/diff.ts';
import type { Selection } from './affected-checks.ts';

export function formatSelection(result: DiffResult, selection: Selection, smoke: { file: string; why: string }[]): string {
  const lines = [`changes since ${result.old}: ${result.breaking} breaking, ${result.allowed} allowed`];
  for (const { change, checks } of selection.byChange) {
    lines.push(`  [${change.verdict}] ${locationOf(change)}: ${change.message} (§ ${change.sections.join(', ')})`);
    lines.push(`      selects ${checks.map((c) => `${c.id} (${c.section}${c.profile === 'reference' ? ', reference profile' : ''})`).join(', ')}`);
  }
  const silent = result.changes.length - selection.byChange.length;
  if (silent > 0) lines.push(`  ${silent} change(s) select no check (wording, or sections without checks)`);
  lines.push('always run:', ...smoke.map((s) => `  ${s.file}: ${s.why}`));
  lines.push(`running ${selection.files.length} check file(s): ${selection.files.join(', ')}`);
  return lines.join('\n');
}
