/**
 * Setup file of the conformance projects: each check starts a fresh trail of HTTP calls, and a
 * check that failed carries its trail in `task.meta.exchanges`, which vitest sends from the
 * worker to the reporters with the result (the CLI's reports build their curl from it), and the
 * requests the platform mock refused as unserved paths during it (`task.meta.refusedUpstream`).
 */
import { afterEach, beforeEach } from 'vitest';
import { currentTrail, startTrail } from './exchange-trail.ts';
import { installPropertyRuns } from './property-runs.ts';
import { refusalMark, refusedSince } from '../run/refused-upstream.ts';

installPropertyRuns();

let refusals = refusalMark();

beforeEach(() => {
  startTrail();
  refusals = refusalMark();
});

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const trail = currentTrail();
  if (trail.total > 0) task.meta.exchanges = trail;
  const refused = refusedSince(refusals);
  if (refused.length > 0) task.meta.refusedUpstream = refused;
});
