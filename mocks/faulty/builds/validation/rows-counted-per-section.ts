/** Section 8: list rows are "1 to 10 in total across all sections (not per section)". */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { interactiveOf, sectionRows, validateView, withInteractive } from '../../kit/validate-view.ts';

const maxRows = 10;

// The row limit applied to each section: a list is judged as if only its first ten rows existed,
// so long as no single section holds more than ten.
const perSection = validateView((body) => {
  const list = interactiveOf(body, 'list');
  if (!list) return undefined;
  const rows = sectionRows(list);
  const total = rows.reduce((sum, r) => sum + r.length, 0);
  if (total <= maxRows || rows.some((r) => r.length > maxRows)) return undefined;
  let room = maxRows;
  const sections = (list.sections as Record<string, unknown>[]).map((section, i) => {
    const kept = (rows[i] ?? []).slice(0, room);
    room -= kept.length;
    return { ...section, rows: kept };
  });
  return withInteractive(body, { ...list, sections: sections.filter((s) => s.rows.length > 0) });
});

export const rowsCountedPerSection: FaultyBuild = {
  name: 'rows-counted-per-section',
  deviation: 'List rows are limited to 10 per section instead of 10 in total, so 11 rows over two sections are sent.',
  section: '8',
  breaks: { '2.3-rows-1-to-10': ['eleven-rows-across-sections-422'], '4.1-interactive-422': ['eleven-rows'], '8-payload-limits-local': ['over-limit-422-nothing-sent'] },
  caughtBy: { files: ['suites/send/limits.check.ts'], checks: ['option-counts-at-the-bound'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', perSection) }),
};
