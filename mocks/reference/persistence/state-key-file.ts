/**
 * The state key's own file, `<state file>.key`: made (mode 0600) when a state file is first
 * written, read whenever that state is used again. A state file whose key file is gone is
 * refused rather than half used: its idempotency keys could not be compared, nor its
 * subscription secrets opened.
 */
import { existsSync, readFileSync } from 'node:fs';
import { newMasterKey, stateKey, type StateKey } from './state-key.ts';
import { StateFileError, writeAtomically } from './state-file.ts';

export const keyFileOf = (statePath: string): string => `${statePath}.key`;

export function loadStateKey(statePath: string, stateExists: boolean): StateKey {
  const path = keyFileOf(statePath);
  if (!existsSync(path)) {
    if (stateExists) throw new StateFileError(`${statePath} needs its key file ${path}, which is missing. Restore it, or move the state file away to start afresh.`);
    const master = newMasterKey();
    writeAtomically(path, `${master.toString('base64')}\n`);
    return stateKey(master);
  }
  const master = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (master.length !== 32) throw new StateFileError(`${path} is not a state key file (expected 32 bytes in base64).`);
  return stateKey(master);
}
