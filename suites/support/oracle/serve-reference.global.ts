/**
 * Global setup of the url-mode project: the bundled reference as real servers on loopback, one
 * per worker. A served reference has one state, which every file provisions, so each serves one
 * file at a time: worker N drives the N-th (see suites/support/run/choose-target.ts).
 */
import type { TestProject } from 'vitest/node';
import { serveReference } from './reference-target.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // vitest's resolved count, already 1 for a project that runs one file at a time.
  const workers = Math.max(1, project.config.maxWorkers);
  const served = await Promise.all(Array.from({ length: workers }, () => serveReference()));
  const close = () => Promise.all(served.map((s) => s.close())).then(() => undefined);
  if (served.some((s) => !s.controlUrl)) {
    await close();
    throw new Error('the served reference has no control plane');
  }
  project.provide('servedTargets', served.map((s) => ({ baseUrl: s.url, controlUrl: s.controlUrl ?? '', controlToken: s.controlToken })));
  return close;
}
