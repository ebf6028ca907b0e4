/** Section 8 (decision A1): the limits of captions, footers, button text, section titles and row descriptions count characters, not bytes. */
import { validationRefusal, type FieldProblem } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import { isPlainObject } from '../../../reference/validation/schema-node.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

type Body = Record<string, unknown>;

// Each length measured as the UTF-8 bytes of the column it is stored in: a value at its limit
// in accented or non-Latin letters is refused as too long.
function overInBytes(body: Body): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const judge = (value: unknown, max: number, loc: (string | number)[]) => {
    if (typeof value === 'string' && Buffer.byteLength(value, 'utf8') > max) problems.push({ loc: ['body', ...loc], msg: `must be at most ${max} characters` });
  };
  judge(body.media_caption, 1024, ['media_caption']);
  const interactive = isPlainObject(body.interactive) ? body.interactive : undefined;
  if (!interactive) return problems;
  judge(interactive.footer, 60, ['interactive', 'footer']);
  judge(interactive.button_text, 20, ['interactive', 'button_text']);
  const sections = Array.isArray(interactive.sections) ? interactive.sections : [];
  sections.forEach((section: unknown, s) => {
    if (!isPlainObject(section)) return;
    judge(section.title, 24, ['interactive', 'sections', s, 'title']);
    const rows = Array.isArray(section.rows) ? section.rows : [];
    rows.forEach((row: unknown, r) => isPlainObject(row) && judge(row.description, 72, ['interactive', 'sections', s, 'rows', r, 'description']));
  });
  return problems;
}

function bytesCounted(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const body = context.input.body.kind === 'json' && isPlainObject(context.input.body.value) ? context.input.body.value : undefined;
    const problems = body ? overInBytes(body) : [];
    return problems.length > 0 ? refusalReply(validationRefusal(problems)) : original(context);
  };
}

export const limitsCountedInBytes: FaultyBuild = {
  name: 'limits-counted-in-bytes',
  deviation: 'The limits of media_caption, footer, button_text, section titles and row descriptions count UTF-8 bytes, so a value at its limit in accented letters is refused.',
  section: '8',
  breaks: { '2.1-caption-max-1024': ['counts-characters-not-bytes'], '2.3-footer-max-60': ['counts-characters-not-bytes'], '2.3-button-text-max-20': ['counts-characters-not-bytes'], '2.3-section-title-max-24': ['counts-characters-not-bytes'], '2.3-row-description-max-72': ['counts-characters-not-bytes'] },
  caughtBy: { files: ['suites/send/limits-in-every-part.check.ts'], checks: ['limits-count-characters-outside-ascii'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', bytesCounted) }),
};
