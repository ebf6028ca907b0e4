/** Sections 2.3 and 8: a section `title` is at most 24 characters and a row `description` at most 72, on every section and row. */
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { interactiveOf, validateView, withInteractive } from '../../kit/validate-view.ts';

const maxTitle = 24;
const maxDescription = 72;

// The lengths checked on `sections[0]` only, as a validator written against a one-section
// example would: later sections' titles and descriptions go out however long they are.
const firstSectionOnly = validateView((body) => {
  const list = interactiveOf(body, 'list');
  if (!list || !Array.isArray(list.sections) || list.sections.length < 2) return undefined;
  const [first, ...rest] = list.sections as unknown[];
  const trimmed = rest.map((section) => {
    if (!isPlainObject(section)) return section;
    const rows = Array.isArray(section.rows) ? section.rows.map((row) => (isPlainObject(row) && typeof row.description === 'string' ? { ...row, description: row.description.slice(0, maxDescription) } : row)) : section.rows;
    return { ...section, ...(typeof section.title === 'string' ? { title: section.title.slice(0, maxTitle) } : {}), rows };
  });
  return withInteractive(body, { ...list, sections: [first, ...trimmed] });
});

export const listLimitsOnFirstSectionOnly: FaultyBuild = {
  name: 'list-limits-on-first-section-only',
  deviation: 'Section titles and row descriptions are held to their limits in the first section only, so a longer one in a later section is sent.',
  section: '2.3',
  breaks: { '2.3-section-title-max-24': ['every-section'], '2.3-row-description-max-72': ['every-row'] },
  caughtBy: { files: ['suites/send/limits-in-every-part.check.ts'], checks: ['list-limits-on-every-section-and-row'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', firstSectionOnly) }),
};
