/**
 * What `up` prints once the stack answers: where everything is, the development world's access
 * tokens (printing them is the point: they are the world file's fake tokens, not credentials),
 * and a block to paste: the first sends, `listen` and `trigger` with this run's addresses.
 */
import type { World } from '../../fixtures/worlds/world-file.ts';
import type { DevTokens } from './dev-tokens.ts';
import { pasteBlock } from './paste-block.ts';

export interface BannerFacts {
  world: World;
  gatewayUrl: string;
  upstreamUrl: string;
  docsUrl: string;
  handsetUrl: string;
  controlUrl: string;
  controlToken: string;
  tokens: DevTokens;
  statePath?: string;
  restored?: boolean;
  forward?: { url: string; subscriptionId: string; events: string[]; secret?: string };
  startMs: number;
}

export function banner(facts: BannerFacts): string {
  const { tokens } = facts;
  const lines = [
    `gateway-harness up: world "${facts.world.name}" (${facts.world.numbers.length} numbers, ${facts.world.customers.length} customers)`,
    '',
    `  Gateway API    ${facts.gatewayUrl}/api/v2`,
    `  Docs           ${facts.docsUrl}`,
    `  Handset        ${facts.handsetUrl}`,
    `  Control plane  ${facts.controlUrl}  (token ${facts.controlToken}, made for this run)`,
    '',
    '  Access tokens of this development world (fake tokens from the world file):',
  ];
  if (tokens.single) lines.push(`    one number   ${tokens.single.token}   acts as ${tokens.single.phoneNumberId} (${tokens.single.displayPhoneNumber})`);
  if (tokens.shared) {
    const [first] = tokens.shared.numbers;
    lines.push(`    shared pair  ${tokens.shared.token}   holds ${tokens.shared.numbers.map((n) => n.phoneNumberId).join(' and ')}`);
    if (first) lines.push(`                 add  -H 'X-Phone-Number-Id: ${first.phoneNumberId}'  (without it: 400 ambiguous_number)`);
  }
  const block = tokens.single
    ? pasteBlock({ world: facts.world, gatewayUrl: facts.gatewayUrl, upstreamUrl: facts.upstreamUrl, token: tokens.single, forwarding: facts.forward !== undefined })
    : [];
  if (block.length > 0) lines.push('', '  Copy and paste (this run\'s addresses):', '', ...block.map((line) => (line === '' ? '' : line.replace(/^/gm, '    '))));
  lines.push('');
  if (facts.forward) {
    lines.push(`  Forwarding ${facts.forward.events.join(', ')} to ${facts.forward.url} (subscription ${facts.forward.subscriptionId})`);
    lines.push(
      facts.forward.secret === undefined
        ? '    signing secret: the one shown when this subscription was first made (kept in the state file, sealed)'
        : `    signing secret: ${facts.forward.secret}   (shown once: put it in your endpoint's settings now)`,
    );
  }
  lines.push(facts.statePath === undefined ? '  State: in memory only (pass --state FILE to keep it)' : `  State: ${facts.statePath} (${facts.restored ? 'restored' : 'new'}; key in ${facts.statePath}.key)`);
  lines.push(`  Ready in ${(facts.startMs / 1000).toFixed(2)} s since the process started. Ctrl-C stops everything.`);
  return lines.join('\n');
}
