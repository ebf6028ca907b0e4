/**
 * Every check of the suite, whatever the caller's environment selects for a run: HARNESS_SECTION
 * and HARNESS_PROFILE=spec drop checks at declaration, which would make catalogue entries look
 * stale. They are set aside while the suite is listed, and put back afterwards.
 */
import { listChecks, type ListedCheck } from '../check/list-checks.ts';
import { withEnvironment } from '../check/with-environment.ts';

export function allChecks(): Promise<ListedCheck[]> {
  return withEnvironment({ HARNESS_SECTION: undefined, HARNESS_PROFILE: undefined }, () => listChecks());
}
