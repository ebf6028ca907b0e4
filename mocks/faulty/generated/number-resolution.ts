/**
 * Builds generated from section 5.2's table (which number a token and `X-Phone-Number-Id` act
 * as): each gets one row wrong, in the send and the listing alike, after the reference has
 * resolved the caller. The rows the hand-written builds already get wrong (a foreign id ignored,
 * a shared token acting as its first number) are left to them.
 */
import type { Caller, CallerHeaders } from '../../reference/auth/authenticate.ts';
import { bearerToken } from '../../reference/auth/bearer-token.ts';
import { refusal } from '../../reference/errors/gateway-error.ts';
import type { GatewayCore } from '../../reference/pipeline/gateway-core.ts';
import { refusalReply } from '../../reference/pipeline/reply.ts';
import type { Reply } from '../../reference/pipeline/reply.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import type { ConnectedNumber } from '../../reference/state/gateway-state.ts';
import type { Breaks } from '../faulty-build.ts';
import { codeOf } from '../kit/replies.ts';
import { changeStep } from '../kit/steps.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Authenticated = { gateway: GatewayCore; input: CallerHeaders; caller?: Caller };

/** What a row's deviation sees: the numbers holding the token (connected or not) and the header, named or not. */
interface Seen {
  holders: ConnectedNumber[];
  connected: ConnectedNumber[];
  header: string | undefined;
  caller: Caller | undefined;
  reply: Reply | undefined;
}

interface Row {
  name: string;
  row: string;
  deviation: string;
  breaks: Breaks;
  /** The answer instead, or the number to act as; `undefined` keeps the reference's. */
  instead: (seen: Seen) => Reply | ConnectedNumber | undefined;
}

const notForToken = () => refusalReply(refusal('number_not_for_token', 'X-Phone-Number-Id names a number this token does not hold.'));
const ambiguous = (ids: string[]) => refusalReply(refusal('ambiguous_number', 'The token holds several numbers; name one with X-Phone-Number-Id.', { phone_number_ids: ids }));

const rows: readonly Row[] = [
  {
    name: 'single-holder-needs-number-id',
    row: 'one number, header absent or empty',
    deviation: 'A token one number holds, sent without X-Phone-Number-Id, is 400 ambiguous_number instead of acting as that number.',
    breaks: { '5.2-one-number-no-header': ['header-absent', 'header-empty'], '4-phone-number-id-optional': ['header-absent-acts'] },
    instead: (seen) => (seen.caller && seen.connected.length === 1 && seen.header === undefined ? ambiguous([seen.caller.number.phoneNumberId]) : undefined),
  },
  {
    name: 'own-number-id-refused',
    row: 'one number, its own id',
    deviation: 'A token one number holds, naming that number in X-Phone-Number-Id, is 403 number_not_for_token.',
    breaks: { '5.2-one-number-own-id': ['own-id-send', 'own-id-listing'] },
    instead: (seen) => (seen.caller && seen.connected.length === 1 && seen.header !== undefined ? notForToken() : undefined),
  },
  {
    name: 'shared-token-first-holder-only',
    row: 'several numbers, one of their ids',
    deviation: 'A token several numbers hold acts only as the first of them: naming another holder is 403 number_not_for_token.',
    breaks: { '5.2-shared-named-holder': ['named-holder-acts'] },
    instead: (seen) => (seen.caller && seen.connected.length > 1 && seen.caller.number !== seen.connected[0] ? notForToken() : undefined),
  },
  {
    name: 'shared-token-foreign-id-ignored',
    row: 'several numbers, another id',
    deviation: 'A token several numbers hold, naming a number none of them is, acts as the first holder instead of 403 number_not_for_token.',
    breaks: { '5.2-shared-other-id': ['shared-other-id-403'], '7-number-not-for-token-403': ['shared-other-id'] },
    instead: (seen) => (codeOf(seen.reply) === 'number_not_for_token' && seen.connected.length > 1 ? seen.connected[0] : undefined),
  },
  {
    name: 'disconnected-number-keeps-token',
    row: 'only connected numbers count',
    deviation: 'A disconnected number still holds its token: the token still authenticates, and a shared token lists it among its numbers.',
    breaks: { '5.2-connected-only': ['disconnected-not-listed-as-holder', 'disconnected-token-lists-nothing'] },
    instead: (seen) => {
      if (seen.holders.length === seen.connected.length) return undefined;
      if (seen.header === undefined && seen.holders.length > 1) return ambiguous(seen.holders.map((n) => n.phoneNumberId));
      return seen.connected.length === 0 && seen.holders.length === 1 ? seen.holders[0] : undefined;
    },
  },
];

function rowChange(row: Row) {
  return <C extends Authenticated>(original: Step<C>): Step<C> =>
    async (context) => {
      const reply = await original(context);
      const token = bearerToken(context.input.authorization);
      const holders = token === undefined ? [] : [...context.gateway.state.numbers.values()].filter((n) => n.token === token);
      const header = context.input.phoneNumberId === '' ? undefined : context.input.phoneNumberId;
      const seen: Seen = { holders, connected: holders.filter((n) => n.connection === 'CONNECTED'), header, caller: reply ? undefined : context.caller, reply };
      const instead = row.instead(seen);
      if (instead === undefined) return reply;
      if ('status' in instead) {
        context.caller = undefined;
        return instead;
      }
      const workspace = context.gateway.state.workspaces.get(instead.workspaceId);
      if (!workspace) return reply;
      context.caller = { number: instead, workspace };
      return undefined;
    };
}

/** One build per row of the table. */
export const numberResolution: readonly GeneratedFault[] = rows.map((r) => ({
  name: r.name,
  deviation: r.deviation,
  section: '5.2',
  breaks: r.breaks,
  change: { kind: 'table-entry', table: 'number resolution (5.2)', entry: r.row },
  parts: (reference) => ({
    sendSteps: changeStep(reference.sendSteps, 'authenticate', rowChange(r)),
    listSteps: changeStep(reference.listSteps, 'authenticate', rowChange(r)),
  }),
}));
