/** Section 4.2: a malformed `cursor` "is 400 `invalid_cursor`". */
import type { FaultyBuild } from '../../faulty-build.ts';
import { replaceAnswer } from '../../kit/replies.ts';
import { changeStep } from '../../kit/steps.ts';

// A cursor that cannot be read is dropped, and the listing starts from its first page.
const restart = replaceAnswer('invalid_cursor', () => undefined);

export const garbageCursorRestarts: FaultyBuild = {
  name: 'garbage-cursor-restarts',
  deviation: 'A malformed cursor is ignored and the first page is served instead of 400 invalid_cursor.',
  section: '4.2',
  breaks: { '4.2-malformed-cursor-400': ['cursor-garbage'], '7-invalid-cursor-400': ['malformed-cursor'] },
  caughtBy: { files: ['suites/listing/paging.check.ts'], checks: ['listing-garbage-cursor-400'] },
  parts: (reference) => ({ listSteps: changeStep(reference.listSteps, 'cursor', restart) }),
};
