/**
 * Combinations of the `Authorization` header and `X-Phone-Number-Id` (section 5), on a send and
 * on a listing, for tokens held by one number, by two, by a disconnected number only, by a
 * number whose plan lacks API access and by one whose workspace is suspended. The spec fixes
 * each single failure; it leaves open the odd header forms (A15), a token whose number was
 * disconnected (A12), and which failure wins when several apply (A13).
 */
import fc from 'fast-check';
import type { World } from '../../../../fixtures/worlds/world-file.ts';
import { authHeaderCase, type AuthHeaderCase } from '../../generators/auth-header-case.ts';
import { numberIdHeader } from '../../generators/number-id-header.ts';
import { textTo } from '../../run/send-examples.ts';
import type { Cast, CastNumber } from '../../world/cast.ts';
import { connectedHolders } from '../../world/connected-holders.ts';
import type { DifferentialCase, Leeway } from '../case-step.ts';
import { sendStep, walkStep, type Caller } from '../requests.ts';

export type TokenRole = 'main' | 'shared' | 'disconnected' | 'planWithoutApi' | 'suspended';

export interface AuthSituation {
  role: TokenRole;
  header: AuthHeaderCase;
  /** `undefined`: no X-Phone-Number-Id header. */
  numberId: string | undefined;
  holders: readonly string[];
}

/** What the spec leaves open of this combination's verdict, if anything. */
export function authLeeway(s: AuthSituation): Leeway | undefined {
  // Section 5.3: no token, or one nobody holds, is the flat 401. A13 asserts only that 401 wins
  // over a broken body; beside a named number, a gateway that resolves the number first may say 403.
  if (s.header.verdict === 'not-authenticated') return s.numberId === undefined || s.numberId === '' ? undefined : { decisions: ['A13'] };
  if (s.header.verdict === 'refused') return { decisions: ['A15'] };
  if (s.holders.length === 0) return { decisions: ['A12'], among: ['401 not_authenticated', '502 send_failed'] };
  const failures = [
    s.role === 'planWithoutApi',
    s.role === 'suspended',
    s.numberId !== undefined && s.numberId !== '' ? !s.holders.includes(s.numberId) : s.holders.length > 1,
  ].filter(Boolean).length;
  return failures > 1 ? { decisions: ['A13'] } : undefined;
}

function numberOf(cast: Cast, role: TokenRole): CastNumber {
  return role === 'shared' ? cast.shared[0] : cast[role];
}

export function authCases(world: World, cast: Cast): fc.Arbitrary<DifferentialCase> {
  const roles: TokenRole[] = ['main', 'shared', 'disconnected', 'planWithoutApi', 'suspended'];
  const tokens = [...new Set(world.numbers.map((n) => n.token))];
  const worldIds = world.numbers.map((n) => n.phone_number_id);
  const situation = fc.constantFrom(...roles).chain((role) => {
    const token = numberOf(cast, role).token;
    const holders = connectedHolders(world, token);
    return fc
      .tuple(authHeaderCase(token, tokens), numberIdHeader(holders.length > 0 ? holders : [numberOf(cast, role).id], worldIds))
      .map(([header, numberId]): AuthSituation => ({ role, header, numberId, holders }));
  });
  return fc.tuple(situation, fc.constantFrom('send' as const, 'list' as const)).map(([s, operation]) => {
    const caller: Caller = { authorization: s.header.header, ...(s.numberId === undefined ? {} : { phoneNumberId: s.numberId }) };
    const leeway = authLeeway(s);
    const idText = s.numberId === undefined ? 'no X-Phone-Number-Id' : s.numberId === '' ? 'an empty X-Phone-Number-Id' : s.holders.includes(s.numberId) ? 'X-Phone-Number-Id of a holder' : 'X-Phone-Number-Id of another number';
    const label = `${operation} with the ${s.role} token, ${s.header.form}, ${idText}`;
    const common = { label, section: '5', caller, invalid: true, ...(leeway ? { leeway } : {}) };
    const step = operation === 'send' ? sendStep({ ...common, body: textTo(cast.customers.inWindow) }) : walkStep(common);
    return { label, steps: [step] };
  });
}
