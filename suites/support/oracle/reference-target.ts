/**
 * The suite's door to the bundled reference gateway: as an in-process target, and as a real
 * server on loopback for url mode. Nothing else in suites/ imports the reference.
 */
import { randomBytes } from 'node:crypto';
import { controlCapabilities, controlPrefix, referenceHandler, startReference, type ControlCapability, type RunningReference } from '../../../mocks/reference/index.ts';
import { startInProcessTarget } from '../target/in-process.ts';
import type { Target } from '../target/target.ts';
import { connectUrlTarget } from '../target/url.ts';

/**
 * `HARNESS_REFERENCE_WITHOUT=clock,delivery_history` runs the reference without those control
 * capabilities, as a build that does not offer them: what such a build gets checked on.
 */
export function offeredByReference(without = process.env.HARNESS_REFERENCE_WITHOUT ?? ''): ControlCapability[] {
  const withheld = without.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = withheld.filter((name) => !(controlCapabilities as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`HARNESS_REFERENCE_WITHOUT names ${unknown.join(', ')}; the reference's capabilities are ${controlCapabilities.join(', ')}`);
  return controlCapabilities.filter((name) => !withheld.includes(name));
}

/** The reference's handler as an in-process target, offering `capabilities` (see above by default). */
export async function inProcessReference(capabilities: readonly ControlCapability[] = offeredByReference()): Promise<Target> {
  const controlToken = randomBytes(18).toString('base64url');
  const handler = await referenceHandler({ controlToken, clockStart: Date.now(), capabilities });
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

/** The reference as a real server on a loopback port (url mode), offering `capabilities` (see above by default). */
export async function serveReference(capabilities: readonly ControlCapability[] = offeredByReference()): Promise<ServedReference> {
  const controlToken = randomBytes(18).toString('base64url');
  const running = await startReference({ controlToken, clockStart: Date.now(), capabilities });
  return { ...running, controlToken };
}

/** A reference served on loopback, reached as any build elsewhere is (url mode); closing the target stops it. */
export async function servedReferenceTarget(capabilities: readonly ControlCapability[] = offeredByReference()): Promise<Target> {
  const served = await serveReference(capabilities);
  if (!served.controlUrl) {
    await served.close();
    throw new Error('the served reference has no control plane');
  }
  const target = await connectUrlTarget({ baseUrl: served.url, controlUrl: served.controlUrl, controlToken: served.controlToken });
  return {
    ...target,
    async close() {
      await target.close();
      await served.close();
    },
  };
}
