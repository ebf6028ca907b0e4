/**
 * Global setup of the url-mode project: the bundled reference as a real server on loopback,
 * shared by the project's files (which run one at a time, since a target has one state).
 */
import type { TestProject } from 'vitest/node';
import { serveReference } from './reference-target.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const served = await serveReference();
  if (!served.controlUrl) throw new Error('the served reference has no control plane');
  project.provide('servedTarget', { baseUrl: served.url, controlUrl: served.controlUrl, controlToken: served.controlToken });
  return () => served.close();
}
