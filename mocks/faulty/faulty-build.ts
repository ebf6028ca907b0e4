/**
 * A faulty build: the reference gateway with one realistic deviation from a normative sentence
 * of the spec, the kind of mistake a gateway team could ship. The conformance suite must fail on
 * every one; a build it passes shows a hole in the suite.
 */
import type { GatewayOptions, GatewayParts } from '../reference/index.ts';
import type { WireChange } from './kit/wire.ts';

/**
 * Statements of the catalogue (`suites/support/spec/statements/`) a build breaks, each with the
 * boundary cases of it the build breaks; an empty list names the statement as a whole. A kill
 * proves a statement only through a check that claims it (`gateway-harness coverage`).
 */
export type Breaks = Readonly<Record<string, readonly string[]>>;

/**
 * Why a build may survive the checks it meets without a hole in the suite: the spec leaves its
 * deviation open (a recorded decision), so no check may fail it and a kill is a false positive; or
 * a check claims a case it does not really try (`check` names it), a gap recorded until it is
 * closed, after which the build is killed like any other.
 */
export type OpenFault = { kind: 'decision'; decisions: readonly string[]; why: string } | { kind: 'over-claim'; check: string; why: string };

/** What every faulty build declares, hand-written or generated. */
export interface FaultDeclaration {
  /** Kebab-case, saying what is wrong (`replay-without-replayed-header`). */
  name: string;
  /** The deviation, in one sentence. */
  deviation: string;
  /** The spec section whose normative text it breaks (`3.3`, `5.2`). */
  section: string;
  /** The statements and boundary cases it breaks. */
  breaks: Breaks;
  /** Set when surviving is no hole in the suite, and why. */
  open?: OpenFault;
  /** Property runs the kill table needs for its checks (fewer than the default still catch it, with the fixed seed). */
  runs?: number;
  /**
   * The reference parts this build swaps, made afresh for each gateway: some deviations keep
   * memory of their own (a token cache, the time of the last send), which must not outlive it.
   */
  parts?: (reference: GatewayParts) => Partial<GatewayParts>;
  /** A change on the wire: every answer of the public API passes through it on its way out. */
  wire?: WireChange;
  /** Gateway options it starts with beside the reference's (a retry policy, for one that never retries). */
  options?: () => Pick<GatewayOptions, 'retryPolicy'>;
}

export interface FaultyBuild extends FaultDeclaration {
  /**
   * The checks expected to catch it: their files (from the project root) and ids. The kill table
   * runs only these, which keeps it short; if they stop catching the build, it shows there as a
   * survivor, and a renamed check as an error. Left out, the build meets every spec-profile check
   * claiming what it breaks, as a generated build does, and the quick kill table samples it.
   */
  caughtBy?: { files: readonly string[]; checks: readonly string[] };
}

/** A build with the checks it meets settled: its own, or those the kill table found claiming what it breaks. */
export interface RunnableBuild extends FaultDeclaration {
  caughtBy: { files: readonly string[]; checks: readonly string[] };
}

/** Where a build departs from the reference, for the README's table and the CLI's list. */
export function seamsOf(build: FaultDeclaration, reference: GatewayParts): string[] {
  const replaced = build.parts ? Object.keys(build.parts(reference)) : [];
  const named: Record<string, string> = { sendSteps: 'send pipeline', listSteps: 'listing pipeline', deliveryHeaders: 'delivery headers', afterEvent: 'subscription health', limits: 'spec numbers' };
  return [...replaced.map((key) => named[key] ?? key), ...(build.wire ? ['wire'] : []), ...(build.options ? Object.keys(build.options()) : [])];
}
