/**
 * A faulty build: the reference gateway with one realistic deviation from a normative sentence
 * of the spec, the kind of mistake a gateway team could ship. The conformance suite must fail on
 * every one; a build it passes shows a hole in the suite.
 */
import type { GatewayParts } from '../reference/index.ts';
import type { WireChange } from './kit/wire.ts';

export interface FaultyBuild {
  /** Kebab-case, saying what is wrong (`replay-without-replayed-header`). */
  name: string;
  /** The deviation, in one sentence. */
  deviation: string;
  /** The spec section whose normative text it breaks (`3.3`, `5.2`). */
  section: string;
  /**
   * The checks expected to catch it: their files (from the project root) and ids. The kill table
   * runs only these, which keeps it short; if they stop catching the build, it shows there as a
   * survivor, and a renamed check as an error.
   */
  caughtBy: { files: readonly string[]; checks: readonly string[] };
  /** Property runs the kill table needs for these files (fewer than the default still catch it, with the fixed seed). */
  runs?: number;
  /**
   * The reference parts this build swaps, made afresh for each gateway: some deviations keep
   * memory of their own (a token cache, the time of the last send), which must not outlive it.
   */
  parts?: (reference: GatewayParts) => Partial<GatewayParts>;
  /** A change on the wire: every answer of the public API passes through it on its way out. */
  wire?: WireChange;
}

/** Where a build departs from the reference, for the README's table and the CLI's list. */
export function seamsOf(build: FaultyBuild, reference: GatewayParts): string[] {
  const replaced = build.parts ? Object.keys(build.parts(reference)) : [];
  const named: Record<string, string> = { sendSteps: 'send pipeline', listSteps: 'listing pipeline', deliveryHeaders: 'delivery headers', afterEvent: 'subscription health' };
  return [...replaced.map((key) => named[key] ?? key), ...(build.wire ? ['wire'] : [])];
}
