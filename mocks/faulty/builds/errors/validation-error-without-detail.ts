/** Section 2.7: "Validation errors add `detail`: array of `{loc, msg}` naming each offending field." */
import type { FaultyBuild } from '../../faulty-build.ts';

// Only the summary message kept: the detail list is dropped on its way out.
export const validationErrorWithoutDetail: FaultyBuild = {
  name: 'validation-error-without-detail',
  deviation: 'A 422 validation_error carries code and message but no detail.',
  section: '2.7',
  breaks: { '2.7-validation-detail': ['detail-per-field', 'detail-two-fields', 'detail-two-fields-same-fault'] },
  caughtBy: { files: ['suites/send/validation.check.ts'], checks: ['detail-names-each-offending-field'] },
  wire: (answer) => {
    if (answer.status !== 422) return answer;
    const { detail: _detail, ...rest } = JSON.parse(answer.body) as Record<string, unknown>;
    return { ...answer, body: JSON.stringify(rest) };
  },
};
