/**
 * Section 4.2's query of `GET /api/v2/templates`: `limit` (1 to 100, default 25, as the
 * gateway's limits say), `sendable`
 * (exactly `true` or `false`, decision A43) and `cursor`. Every other parameter is ignored
 * (decision A44). Cursors are only collected here; whether one is valid is the cursor step's
 * question, asked after the query passed (decision A13).
 */
import type { FieldProblem } from '../errors/gateway-error.ts';
import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';

export interface ListQuery {
  limit: number;
  /** `undefined`: no filter. */
  sendable: boolean | undefined;
  /** Every `cursor` value given, in order; more than one cannot name a single position. */
  cursors: string[];
}

export type QueryReading = { ok: true; query: ListQuery } | { ok: false; problems: FieldProblem[] };

type LimitBounds = SpecLimits['listingLimit'];

// Plain decimal digits only: signs, decimal points, exponents and spaces are not an integer as
// written, even where a number parser would read one.
const digits = /^[0-9]+$/;

function readLimit(values: string[], problems: FieldProblem[], bounds: LimitBounds): number {
  if (values.length === 0) return bounds.default;
  const [raw] = values;
  if (values.length > 1 || raw === undefined) {
    problems.push({ loc: ['query', 'limit'], msg: 'must be given once' });
    return bounds.default;
  }
  const value = digits.test(raw) ? Number(raw) : Number.NaN;
  if (value >= bounds.min && value <= bounds.max) return value;
  problems.push({ loc: ['query', 'limit'], msg: `must be an integer from ${bounds.min} to ${bounds.max}` });
  return bounds.default;
}

function readSendable(values: string[], problems: FieldProblem[]): boolean | undefined {
  if (values.length === 0) return undefined;
  const [raw] = values;
  if (values.length === 1 && (raw === 'true' || raw === 'false')) return raw === 'true';
  problems.push({ loc: ['query', 'sendable'], msg: values.length > 1 ? 'must be given once' : 'must be true or false' });
  return undefined;
}

/** Problems are listed in the order the contract declares the parameters; `bounds` are the gateway's (section 4.2: 1 to 100, default 25). */
export function readListQuery(query: URLSearchParams, bounds: LimitBounds = specLimits.listingLimit): QueryReading {
  const problems: FieldProblem[] = [];
  const sendable = readSendable(query.getAll('sendable'), problems);
  const limit = readLimit(query.getAll('limit'), problems, bounds);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, query: { limit, sendable, cursors: query.getAll('cursor') } };
}
