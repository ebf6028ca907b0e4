/**
 * Which gateway this run checks. `gateway-harness check` says so through the environment; the
 * url-mode test project asks for a reference served on loopback (`HARNESS_SERVE_REFERENCE=1`);
 * with nothing said, the bundled reference runs in-process. A run against several copies of a
 * build gives each worker its own copy.
 */
import type { Target } from '../target/target.ts';
import { connectUrlTarget } from '../target/url.ts';
import { workerCopy } from './worker-copy.ts';

export async function chooseTarget(): Promise<Target> {
  const copy = workerCopy();
  if (copy) return connectUrlTarget({ baseUrl: copy.baseUrl, controlUrl: copy.controlUrl, controlToken: copy.controlToken });
  // Loaded only here: a run against a build elsewhere (the kill and pass tables, url mode) has no
  // use for the bundled reference, and importing it was half of a check file's import time.
  const reference = await import('../oracle/reference-target.ts');
  // Each file of the url-mode project serves a reference of its own, in its own worker, for as
  // long as the file runs: a served reference has one state, and a file that owns it shares it
  // with no other file running beside it.
  if (process.env.HARNESS_SERVE_REFERENCE === '1') return reference.servedReferenceTarget();
  return reference.inProcessReference();
}
