/**
 * Comparison of the two sides' normalised outcomes of one step. Every difference is either
 * spec-fixed (it fails under every profile) or open, with the ground on which the spec leaves it
 * open (a decision of docs/decisions.md or the section's own wording). When the verdicts differ,
 * only that is reported: the record, the error body and the platform traffic follow from it.
 */
import { isSendRequest } from '../run/upstream-view.ts';
import { isRefusal, type Leeway, type RequestStep, type WalkStep } from './case-step.ts';
import { canonicalJson, type NormalExchange, type NormalUpstream, type NormalWalk } from './normalise.ts';
import { recordFieldRule, recordKindOf } from './record-fields.ts';

export interface Difference {
  /** Which part of the outcome: `verdict`, `record.content`, `error.message`, `upstream sends`, `items`, … */
  part: string;
  target: unknown;
  reference: unknown;
  /** Spec-fixed: fails under every profile. Open: a soft finding under the spec profile. */
  fixed: boolean;
  /** Why an open part is open (decision ids or the spec's wording). */
  basis?: string;
}

// JSON member order carries no meaning, so it never makes a difference.
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const hard = (part: string, target: unknown, reference: unknown): Difference => ({ part, target, reference, fixed: true });
const soft = (part: string, target: unknown, reference: unknown, basis: string): Difference => ({ part, target, reference, fixed: false, basis });

/** `4xx` stands for any verdict of that status class; anything else for itself. */
function verdictMatches(pattern: string, verdict: string): boolean {
  return /^[1-5]xx$/.test(pattern) ? verdict.startsWith(pattern[0] ?? '') : pattern === verdict;
}

/**
 * Whether the step's leeway names this status among the verdicts the spec accepts (`4xx` covers
 * a 415 the contract does not list); without `among`, any refusal.
 */
export function leewayAdmits(leeway: Leeway | undefined, status: number): boolean {
  if (!leeway) return false;
  if (!leeway.among) return status >= 300;
  return leeway.among.some((p) => verdictMatches(p, String(status)) || p.split(' ')[0] === String(status));
}

/** Whether the spec lets these two verdicts differ here. */
export function verdictsMayDiffer(target: string, reference: string, leeway: Leeway | undefined): boolean {
  if (!leeway) return false;
  const { among } = leeway;
  if (among) return among.some((p) => verdictMatches(p, target)) && among.some((p) => verdictMatches(p, reference));
  return isRefusal(target) && isRefusal(reference);
}

function compareVerdicts(target: string, reference: string, leeway: Leeway | undefined): Difference[] {
  if (target === reference) return [];
  return verdictsMayDiffer(target, reference, leeway) ? [soft('verdict', target, reference, leeway?.decisions.join(', ') ?? '')] : [hard('verdict', target, reference)];
}

const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const keysOf = (a: Record<string, unknown>, b: Record<string, unknown>) => [...new Set([...Object.keys(a), ...Object.keys(b)])];

function compareRecords(step: RequestStep, target: unknown, reference: unknown): Difference[] {
  const kind = step.recordKind ?? recordKindOf(parsedBody(step));
  const t = asObject(target);
  const r = asObject(reference);
  return keysOf(t, r).flatMap((field) => {
    if (same(t[field], r[field])) return [];
    const rule = recordFieldRule(field, kind);
    return [rule.fixed ? hard(`record.${field}`, t[field], r[field]) : soft(`record.${field}`, t[field], r[field], rule.basis)];
  });
}

// Section 7: branch on `code`, never on `message`; A3 and A4 leave `detail` and the message's form open.
const errorFieldBasis: Record<string, string> = { message: 'section 7: messages may be reworded (A4)', detail: 'A3, A4' };

function compareErrors(target: unknown, reference: unknown): Difference[] {
  const t = asObject(target);
  const r = asObject(reference);
  return keysOf(t, r).flatMap((field) => {
    if (same(t[field], r[field])) return [];
    // Section 5.2: an ambiguous number's answer carries the ids held (normalised to a set).
    if (field === 'phone_number_ids' || field === 'code') return [hard(`error.${field}`, t[field], r[field])];
    return [soft(`error.${field}`, t[field], r[field], errorFieldBasis[field] ?? 'section 9: new optional fields may be added')];
  });
}

/** Section 4.1: whether a send reached the platform, for which number and recipient, is fixed; how the request is worded is not. */
export function sendsView(upstream: readonly NormalUpstream[]): unknown[] {
  return upstream.filter(isSendRequest).map((u) => {
    const body = asObject(u.body);
    return { path: u.path, to: body.to, type: body.type };
  });
}

const upstreamBasis = 'section 4.1 fixes whether and to whom a send reaches the platform, not the wording of the platform request nor template look-ups (A48)';

function compareUpstream(target: readonly NormalUpstream[], reference: readonly NormalUpstream[]): Difference[] {
  const sendsT = sendsView(target);
  const sendsR = sendsView(reference);
  if (!same(sendsT, sendsR)) return [hard('upstream sends', sendsT, sendsR)];
  return same(target, reference) ? [] : [soft('upstream requests', target, reference, upstreamBasis)];
}

function parsedBody(step: RequestStep): unknown {
  const raw = step.request.body;
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw.toString()) as unknown;
  } catch {
    return undefined;
  }
}

const isMessageSend = (step: RequestStep) => step.request.method === 'POST' && step.request.path.split('?')[0] === '/api/v2/messages';

export function compareExchanges(step: RequestStep, target: NormalExchange, reference: NormalExchange): Difference[] {
  const verdict = compareVerdicts(target.verdict, reference.verdict, step.leeway);
  if (verdict.length > 0) return verdict;
  const differences: Difference[] = [];
  // Section 3.3: a replay, and only a replay, says so (A8: absent and `false` are the same).
  if (target.replayed !== reference.replayed) differences.push(hard('Idempotency-Replayed', target.replayed, reference.replayed));
  if (isRefusal(target.verdict)) differences.push(...compareErrors(target.body, reference.body));
  else if (isMessageSend(step)) differences.push(...compareRecords(step, target.body, reference.body));
  else if (!same(target.body, reference.body)) differences.push(soft('body', target.body, reference.body, 'A45'));
  differences.push(...compareUpstream(target.upstream, reference.upstream));
  return differences;
}

// Section 2.5: what a template record must say; A47 leaves the reason's wording and a never-approved template's `approved_at` open.
const templateFixed = ['id', 'name', 'language', 'category', 'status', 'sendable', 'components', 'quality_score', 'status_changed_at'];

/**
 * What the spec fixes of a template record: its fields, whether a refusal has a reason, and
 * `approved_at` where the reference's record has one (A47: null only for a never-approved template).
 */
function templateView(item: unknown, referenceItem: unknown): Record<string, unknown> {
  const t = asObject(item);
  const r = asObject(referenceItem);
  const view: Record<string, unknown> = Object.fromEntries(templateFixed.map((f) => [f, t[f]]));
  const reason = t.unsendable_reason;
  view.unsendable_reason = typeof reason === 'string' && reason.trim() !== '' ? '<a reason>' : reason === undefined || reason === null ? '<none>' : reason;
  if (r.approved_at !== null) view.approved_at = t.approved_at;
  return view;
}

function templateFieldBasis(field: string): string {
  return field === 'unsendable_reason' || field === 'approved_at' ? 'A47' : 'section 9: new optional fields may be added';
}

function compareItems(target: readonly unknown[], reference: readonly unknown[]): Difference[] {
  if (target.length !== reference.length) return [hard('items (count)', target.length, reference.length)];
  for (let i = 0; i < target.length; i++) {
    const t = templateView(target[i], reference[i]);
    const r = templateView(reference[i], reference[i]);
    if (!same(t, r)) return [hard(`items[${i}]`, t, r)];
  }
  for (let i = 0; i < target.length; i++) {
    const t = asObject(target[i]);
    const r = asObject(reference[i]);
    const fields = keysOf(t, r).filter((f) => !same(t[f], r[f]));
    if (fields.length > 0) return [soft(`items[${i}].${fields.join(',')}`, pick(t, fields), pick(r, fields), [...new Set(fields.map(templateFieldBasis))].join('; '))];
  }
  return [];
}

const pick = (o: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((f) => [f, o[f]]));

export function compareWalks(step: WalkStep, target: NormalWalk, reference: NormalWalk): Difference[] {
  const verdict = compareVerdicts(target.verdict, reference.verdict, step.leeway);
  if (verdict.length > 0) return verdict;
  const differences = compareItems(target.items, reference.items);
  // Other lists give other pages: only the list is reported then.
  if (differences.some((d) => d.fixed)) return differences;
  // A45: while more follow, a page holds at least one and at most `limit` items.
  if (!same(target.pageSizes, reference.pageSizes)) differences.push(soft('page sizes', target.pageSizes, reference.pageSizes, 'A45'));
  // A58: whether a listing asks the platform is the gateway's choice.
  if (!same(target.upstream, reference.upstream)) differences.push(soft('upstream requests', target.upstream, reference.upstream, 'A58'));
  return differences;
}
