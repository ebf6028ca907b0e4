/**
 * Setup file of the conformance projects: each check starts a fresh trail of HTTP calls, and a
 * check that failed carries its trail in `task.meta.exchanges`, which vitest sends from the
 * worker to the reporters with the result (the CLI's reports build their curl from it).
 */
import { afterEach, beforeEach } from 'vitest';
import { currentTrail, startTrail } from './exchange-trail.ts';
import { installPropertyRuns } from './property-runs.ts';

installPropertyRuns();

beforeEach(() => {
  startTrail();
});

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const trail = currentTrail();
  if (trail.total > 0) task.meta.exchanges = trail;
});
