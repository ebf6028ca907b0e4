/**
 * Listing queries (section 4.2): walks over accounts of many sizes (empty, around 25 and 100,
 * and one whose templates share creation times) and over the main account's templates of every
 * status, with any `limit` and `sendable` filter; limits out of range, `sendable=maybe` and
 * garbage cursors, which the spec refuses; and the forms it leaves open: other spellings of
 * `limit` (A69) and `sendable` (A43), unknown parameters (A44). A walk is compared as the whole
 * list it gives; where its pages break is open (A45).
 */
import fc from 'fast-check';
import type { World } from '../../../../fixtures/worlds/world-file.ts';
import { garbageCursor } from '../../generators/garbage-cursor.ts';
import { pageLimit } from '../../generators/page-limit.ts';
import type { Cast } from '../../world/cast.ts';
import type { DifferentialCase, RequestStep, WalkStep } from '../case-step.ts';
import { bearer, listStep, walkStep } from '../requests.ts';

export interface ListedAccount {
  /** The account, as reports name it. */
  name: string;
  token: string;
  businessAccountId: string;
}

const single = (step: RequestStep | WalkStep): DifferentialCase => ({ label: step.label, steps: [step] });

/** Creation time of each template of an account, by id (A42: items created together may come in any order). */
function creationTimes(world: World, businessAccountId: string): Map<string, string> {
  const account = world.business_accounts.find((a) => a.id === businessAccountId);
  return new Map((account?.templates ?? []).map((t) => [t.id, new Date(t.created_at).toISOString()]));
}

// Section 4.2 and A69: out of range, not a number, a fraction — refused under any reading.
const refusedLimits = ['0', '101', '-1', '1000', 'abc', '1.5'];
// A69: spellings a lenient parser reads as a number; either verdict is honest.
const oddLimits = ['007', '+5', ' 5', '5.0', '1e1', ''];
// A43: spellings a lenient framework reads as a boolean.
const oddSendables = ['True', 'FALSE', '1', '0', 'yes', ''];
// A44: filters the spec says do not exist; they must not filter, if accepted.
const unknownParameters: readonly (readonly [string, string])[] = [
  ['name', 'order_update'],
  ['category', 'UTILITY'],
  ['language', 'en'],
  ['status', 'APPROVED'],
];

export function listingCases(world: World, cast: Cast, accounts: readonly ListedAccount[]): fc.Arbitrary<DifferentialCase> {
  const account = fc.constantFrom(...accounts);
  const limit = fc.option(pageLimit.map(String), { nil: undefined });
  const sendable = fc.constantFrom(undefined, 'true', 'false');
  const query = (l: string | undefined, s: string | undefined): [string, string][] => [...(l === undefined ? [] : [['limit', l] as [string, string]]), ...(s === undefined ? [] : [['sendable', s] as [string, string]])];
  const walk = (a: ListedAccount, label: string, q: readonly (readonly [string, string])[], more: Partial<Parameters<typeof walkStep>[0]> = {}) =>
    single(walkStep({ label: `${a.name}: ${label}`, section: '4.2', caller: bearer(a.token), query: q, createdAt: creationTimes(world, a.businessAccountId), ...more }));
  const main: ListedAccount = { name: 'main account', token: cast.main.token, businessAccountId: cast.main.businessAccountId };
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(account, limit, sendable).map(([a, l, s]) => walk(a, `walk with limit ${l ?? 'default'}, sendable ${s ?? 'absent'}`, query(l, s))) },
    { weight: 1, arbitrary: fc.tuple(account, limit).map(([a, l]) => walk(a, `walk with an Idempotency-Key (ignored on a listing, A11)`, query(l, undefined), { headers: { 'idempotency-key': 'listing-key' } })) },
    { weight: 2, arbitrary: fc.constantFrom(...refusedLimits).map((l) => single(listStep({ label: `limit ${JSON.stringify(l)}`, section: '4.2', caller: bearer(main.token), query: [['limit', l]], invalid: true }))) },
    { weight: 1, arbitrary: fc.constant(single(listStep({ label: 'sendable "maybe" (A43)', section: '4.2', caller: bearer(main.token), query: [['sendable', 'maybe']], invalid: true }))) },
    { weight: 2, arbitrary: garbageCursor.map((cursor) => single(listStep({ label: 'a garbage cursor (A45)', section: '4.2', caller: bearer(main.token), query: [['cursor', cursor]], invalid: true }))) },
    { weight: 1, arbitrary: fc.constantFrom(...oddLimits).map((l) => walk(main, `limit spelt ${JSON.stringify(l)}`, [['limit', l]], { invalid: true, leeway: { decisions: ['A69'], among: ['200', '422 validation_error'] } })) },
    { weight: 1, arbitrary: fc.constantFrom(...oddSendables).map((s) => walk(main, `sendable spelt ${JSON.stringify(s)}`, [['sendable', s]], { invalid: true, leeway: { decisions: ['A43'], among: ['200', '422 validation_error'] } })) },
    { weight: 1, arbitrary: fc.constantFrom(...unknownParameters).map((p) => walk(main, `the unknown parameter ${p[0]}`, [p], { invalid: true, leeway: { decisions: ['A44'], among: ['200', '422 validation_error'] } })) },
  );
}
