/**
 * An allowed variant: the reference gateway taking one other choice the spec leaves open, the
 * mirror image of a faulty build. The conformance suite must pass every one; a check that fails
 * one is a false positive, and the pass table (`gateway-harness pass-table`) says so.
 */
import type { ControlCapability, GatewayOptions, GatewayParts } from '../reference/index.ts';
import type { WireChange } from '../faulty/kit/wire.ts';

export interface AllowedVariant {
  /** Kebab-case, saying what it does otherwise (`cursor-in-hex`). */
  name: string;
  /**
   * What allows it: an id of `docs/decisions.md` (`A51`), or, for a representation the spec
   * never fixes and the record does not list, the kind of choice (`id format`, `retry schedule`).
   */
  decision: string;
  /** The spec sections whose answers or deliveries it changes (`4.2`, `2.6`). */
  sections: readonly string[];
  /** What it does otherwise than the reference, in one sentence. */
  change: string;
  /**
   * The parts it replaces, made afresh for each gateway from the parts it is laid over (the
   * reference's, or those of the variants before it when several are combined).
   */
  parts?: (base: GatewayParts) => Partial<GatewayParts>;
  /** A change on the wire: every answer of the public API passes through it on its way out. */
  wire?: WireChange;
  /** Gateway options it sets (message ids, retry policy, how an attempt is posted), made afresh per gateway. */
  options?: () => Pick<GatewayOptions, 'messageIds' | 'deliveryIds' | 'retryPolicy' | 'postDelivery'>;
  /**
   * Optional capabilities of the control plane it does not offer (decision A63): a build with
   * fewer test hooks. The checks that need one must come back not run, the others must pass.
   */
  withholds?: readonly ControlCapability[];
}

/** A decision of the record, as opposed to a representation choice it does not list. */
export function isRecordedDecision(decision: string): boolean {
  return /^A\d+$/.test(decision);
}

/** Where a variant departs from the reference, for the README's table and the CLI's list. */
export function seamsOfVariant(variant: AllowedVariant, reference: GatewayParts): string[] {
  const replaced = variant.parts ? Object.keys(variant.parts(reference)) : [];
  const options = variant.options ? Object.keys(variant.options()) : [];
  return [...replaced, ...options, ...(variant.wire ? ['wire'] : []), ...(variant.withholds && variant.withholds.length > 0 ? ['capabilities'] : [])];
}
