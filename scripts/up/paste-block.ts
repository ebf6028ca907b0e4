/**
 * The block `up` prints to copy and paste, with this run's real addresses: the variables the
 * README's commands use, a first template send, an interactive send with its own
 * `Idempotency-Key`, and the `listen` and `trigger` commands with `--gateway` and `--upstream`
 * filled in. Every line is a shell command or a shell comment, so the whole block pastes.
 */
import type { World } from '../../fixtures/worlds/world-file.ts';
import { buttonsSend, curlCommand, firstSend } from './first-send.ts';

export interface PasteFacts {
  world: World;
  gatewayUrl: string;
  upstreamUrl: string;
  /** The development world's token that holds one number, with that number. */
  token: { token: string; phoneNumberId: string };
  /** `up --forward-to` already forwards the events: no `listen` line then. */
  forwarding: boolean;
}

const quotedIfNeeded = (text: string): string => (/^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** The lines of the block, unindented; empty when the world has no template to send first. */
export function pasteBlock(facts: PasteFacts): string[] {
  const send = firstSend(facts.world, facts.token.phoneNumberId);
  if (!send) return [];
  const cli = 'npx gateway-harness';
  const gateway = `--gateway ${quotedIfNeeded(facts.gatewayUrl)}`;
  const upstream = `--upstream ${quotedIfNeeded(facts.upstreamUrl)}`;
  const token = `--token ${quotedIfNeeded(facts.token.token)}`;
  const lines = [
    '# the addresses as variables, for the README\'s commands and other terminals',
    `export GATEWAY_URL=${quotedIfNeeded(facts.gatewayUrl)} UPSTREAM_URL=${quotedIfNeeded(facts.upstreamUrl)} GATEWAY_TOKEN=${quotedIfNeeded(facts.token.token)}`,
    '',
    '# 1. a first template (then watch it arrive on the handset)',
    curlCommand(facts.gatewayUrl, facts.token.token, send),
    '',
    '# 2. buttons to tap, under a key of their own (a key sent again with another body gets 422 idempotency_key_reused)',
    curlCommand(facts.gatewayUrl, facts.token.token, buttonsSend(send)),
    '',
  ];
  if (!facts.forwarding) {
    lines.push('# 3. your endpoint gets every event, signed (in another terminal; it prints the signing secret once)');
    lines.push(`${cli} listen --forward-to http://127.0.0.1:3000/hooks ${gateway} ${token}`, '');
  }
  lines.push(
    '# 4. events without a browser: the customer taps the first button; a status; a template paused; a send',
    `${cli} trigger message.received --tap ${upstream}`,
    `${cli} trigger message.status --status read ${upstream}`,
    `${cli} trigger template.status --to PAUSED ${upstream}`,
    `${cli} trigger message.sent --text 'Still open?' ${upstream} ${gateway} ${token}`,
  );
  return lines;
}
