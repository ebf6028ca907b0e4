/**
 * Something every check of a file shares (a run, the receiver, the twin runs of a differential
 * file): started before the file's first check and closed after its last, so each check file pays
 * for it once. The getter is for use inside a check; called earlier it throws.
 */
import { afterAll, beforeAll } from 'vitest';

export function perCheckFile<T>(what: string, start: () => Promise<T>, close: (started: T) => Promise<void>): () => T {
  let started: { value: T } | undefined;
  beforeAll(async () => {
    started = { value: await start() };
  });
  afterAll(async () => {
    if (started) await close(started.value);
  });
  return () => {
    if (!started) throw new Error(`${what} used before it started (call it inside a check)`);
    return started.value;
  };
}
