/**
 * A faulty build generated from the spec's numbers (mocks/reference/limits/spec-limits.ts) or its
 * tables: the reference with one number moved, one length counted in another unit, its delivery
 * timestamps set back by about the signature tolerance, or one entry of a table of the spec (a
 * code's status, a status's `sendable`, a field of the message record) got wrong. It declares
 * what it breaks but not the checks that must catch it: the kill table runs every spec-profile
 * check that claims a case it breaks.
 */
import type { LimitKey } from '../../reference/limits/contract-sites.ts';
import type { FaultDeclaration } from '../faulty-build.ts';

/** How a length is measured where the spec counts characters (code points, decision A1). */
export type LengthUnit = 'utf-8-bytes' | 'utf-16-units';

/** What a generated build changes of the reference. */
export type NumberChange =
  /** One number of the limits moved: by one each way, or a default to another plausible value. */
  | { kind: 'moved'; key: LimitKey; from: number | string; to: number | string }
  /** A length limit kept, but counted in another unit than characters. */
  | { kind: 'counted'; key: LimitKey; unit: LengthUnit }
  /** The served openapi.json states one number moved, the gateway itself unchanged. */
  | { kind: 'served'; key: LimitKey; from: number; to: number }
  /** Every delivery stamped this many seconds before its attempt, and signed so. */
  | { kind: 'stale-timestamp'; seconds: number }
  /** One entry of a table of the spec got wrong: `table` names it with its section, `entry` the row or field. */
  | { kind: 'table-entry'; table: string; entry: string };

export interface GeneratedFault extends FaultDeclaration {
  change: NumberChange;
}
