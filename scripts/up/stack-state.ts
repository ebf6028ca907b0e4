/**
 * `up --state FILE`: the stack's state kept across restarts in one file (gateway and platform
 * sections), with its key beside it in `FILE.key`. Loaded once at start, laid over the freshly
 * loaded world, unfinished deliveries resumed; saved after every request the gateway answers and
 * every change to the unfinished deliveries (coalesced), and at shutdown.
 * Anything wrong with the file stops the start with a `StateFileError` naming what.
 */
import { createHash } from 'node:crypto';
import type { World } from '../../fixtures/worlds/world-file.ts';
import { type Gateway, SnapshotProblem, readStateFile, StateFileError, writeStateFile, loadStateKey, gatewaySnapshot, restoreGatewayState } from '../../mocks/reference/index.ts';
import { platformSnapshot, restorePlatform, type RunningHandsetMock } from '../../mocks/upstream/index.ts';

/** Names the world by its content, so a state is never laid over another world (or an edited one). */
function worldDigest(world: World): string {
  return createHash('sha256').update(JSON.stringify(world)).digest('hex');
}

export interface StackState {
  /** Saves soon (after the current turn of the event loop), once however often it is asked. */
  saveSoon(): void;
  /** Saves now and no more after it; used at shutdown. */
  close(): void;
  /** Whether the file existed and was restored. */
  restored: boolean;
}

export function openStackState(path: string, world: World, gateway: Gateway, upstream: RunningHandsetMock, warn: (line: string) => void): StackState {
  const ref = { name: world.name, digest: worldDigest(world) };
  const contents = readStateFile(path);
  const key = loadStateKey(path, contents !== undefined);
  // Keys saved now must still compare after a restart, so the fingerprint secret comes from the key file.
  gateway.fingerprintSecret = key.fingerprintSecret;
  if (contents) {
    if (contents.world.digest !== ref.digest) {
      throw new StateFileError(`${path} was saved with another world (${contents.world.name}, or that world changed since). Start with the world it was saved with, or pass another --state file.`);
    }
    try {
      const pending = restoreGatewayState(gateway.state, contents.sections.gateway, key);
      restorePlatform(upstream.mock.state, upstream.handset, contents.sections.platform);
      // Deliveries under way when the state was saved go on, under their ids (section 6: at least once).
      gateway.deliveries.resume(pending);
    } catch (error) {
      const where = error instanceof SnapshotProblem ? error.message : (error as Error).message;
      throw new StateFileError(`${path} does not hold a usable state (${where}). It was left untouched: move it away, or pass another --state file.`);
    }
  }
  let pending = false;
  let failed = false;
  let closed = false;
  const saveNow = () => {
    pending = false;
    if (closed) return;
    try {
      const now = gateway.clock.now();
      const gatewaySection = gatewaySnapshot(gateway.state, now, key, gateway.deliveries.pending());
      writeStateFile(path, { world: ref, sections: { gateway: gatewaySection, platform: platformSnapshot(upstream.mock.state, upstream.handset) } }, new Date(now));
      failed = false;
    } catch (error) {
      // Said once per run of failures, not on every request.
      if (!failed) warn(`could not save the state to ${path}: ${(error as Error).message}`);
      failed = true;
    }
  };
  const state: StackState = {
    restored: contents !== undefined,
    close() {
      stopWatching();
      saveNow();
      closed = true;
    },
    saveSoon() {
      if (pending) return;
      pending = true;
      setImmediate(saveNow);
    },
  };
  // A delivery tried, failed or rescheduled changes the state too, with no request to say so.
  const stopWatching = gateway.deliveries.watch(() => state.saveSoon());
  return state;
}
