/**
 * The suite's door to the bundled reference gateway: as an in-process target, and as a real
 * server on loopback for url mode. Nothing else in suites/ imports the reference.
 */
import { randomBytes } from 'node:crypto';
import { controlPrefix, referenceHandler, startReference, type RunningReference } from '../../../mocks/reference/index.ts';
import { startInProcessTarget } from '../target/in-process.ts';
import type { Target } from '../target/target.ts';

export async function inProcessReference(): Promise<Target> {
  const controlToken = randomBytes(18).toString('base64url');
  const handler = await referenceHandler({ controlToken, clockStart: Date.now() });
  const target = await startInProcessTarget({
    label: 'bundled reference (in-process)',
    api: handler.listener,
    control: handler.listener,
    controlPrefix,
    controlToken,
  });
  return {
    ...target,
    async close() {
      await target.close();
      await handler.close();
    },
  };
}

export interface ServedReference extends RunningReference {
  controlToken: string;
}

/** The reference as a real server on a loopback port (url mode). */
export async function serveReference(): Promise<ServedReference> {
  const controlToken = randomBytes(18).toString('base64url');
  const running = await startReference({ controlToken, clockStart: Date.now() });
  return { ...running, controlToken };
}
