/** Section 2.1: `type` is one of seven lower-case values; "any other value is 422 `validation_error`". */
import type { FaultyBuild } from '../../faulty-build.ts';
import { rewriteBody } from '../../kit/body-rewrite.ts';
import { changeStep } from '../../kit/steps.ts';

// A lenient reader in front of validation: the type is trimmed and lower-cased before it is looked
// up, and the body is sent as that type.
const lenientType = rewriteBody((body) => {
  const read = typeof body.type === 'string' ? body.type.trim().toLowerCase() : '';
  return read !== '' && read !== body.type ? { ...body, type: read } : undefined;
});

export const typeReadCaseInsensitively: FaultyBuild = {
  name: 'type-read-case-insensitively',
  deviation: 'A type spelt in another case or with spaces around it (TEXT, "interactive ") is read as that type and sent.',
  section: '2.1',
  breaks: { '2.1-type-values': ['type-upper-case', 'type-capitalised', 'type-trailing-space'] },
  caughtBy: { files: ['suites/send/type-values.check.ts'], checks: ['type-near-spellings-are-422'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'validate', lenientType) }),
};
