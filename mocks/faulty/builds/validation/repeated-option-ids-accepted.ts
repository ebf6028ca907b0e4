/** Section 2.3: "Option ids must be unique within the message"; repeated ids are 422 `validation_error` (4.1). */
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { interactiveOf, validateView, withInteractive } from '../../kit/validate-view.ts';

type Option = Record<string, unknown>;

// Every option given an id of its own, so the uniqueness rule never sees a repeat.
function renamed(options: unknown[], offset: number): unknown[] {
  return options.map((o, i) => (isPlainObject(o) ? ({ ...o, id: `option-${offset + i}` } as Option) : o));
}

const uniquenessLeftOut = validateView((body) => {
  const buttons = interactiveOf(body, 'buttons');
  if (buttons && Array.isArray(buttons.buttons)) return withInteractive(body, { ...buttons, buttons: renamed(buttons.buttons, 0) });
  const list = interactiveOf(body, 'list');
  if (!list || !Array.isArray(list.sections)) return undefined;
  let offset = 0;
  const sections = list.sections.map((section: unknown) => {
    if (!isPlainObject(section) || !Array.isArray(section.rows)) return section;
    const rows = renamed(section.rows, offset);
    offset += rows.length;
    return { ...section, rows };
  });
  return withInteractive(body, { ...list, sections });
});

export const repeatedOptionIdsAccepted: FaultyBuild = {
  name: 'repeated-option-ids-accepted',
  deviation: 'Buttons or rows that repeat an id pass validation and go to the platform.',
  section: '2.3',
  breaks: { '2.3-option-ids-unique': ['repeated-button-id-422', 'repeated-row-id-422', 'repeated-row-id-across-sections-422'], '4.1-interactive-422': ['repeated-id'] },
  caughtBy: { files: ['suites/send/validation.check.ts'], checks: ['repeated-option-ids-are-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', uniquenessLeftOut) }),
};
