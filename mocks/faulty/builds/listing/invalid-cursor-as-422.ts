/** Section 4.2 and 7: a malformed cursor is 400 `invalid_cursor`. */
import { validationRefusal } from '../../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../../reference/pipeline/reply.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { replaceAnswer } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// The cursor treated as one more query parameter that failed validation.
const asValidation = replaceAnswer('invalid_cursor', () => refusalReply(validationRefusal([{ loc: ['query', 'cursor'], msg: 'is not a valid cursor' }])));

export const invalidCursorAs422: FaultyBuild = {
  name: 'invalid-cursor-as-422',
  deviation: 'A malformed cursor is answered 422 validation_error instead of 400 invalid_cursor.',
  section: '4.2',
  breaks: { '4.2-malformed-cursor-400': ['cursor-garbage', 'cursor-empty-400-or-first-page'], '7-invalid-cursor-400': ['malformed-cursor'] },
  caughtBy: { files: ['suites/listing/paging.check.ts', 'suites/listing/page-boundaries.check.ts'], checks: ['listing-garbage-cursor-400', 'listing-damaged-cursor', 'listing-empty-cursor'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'cursor', asValidation) }),
};
