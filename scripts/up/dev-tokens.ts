/**
 * The access tokens `up` hands out, read from the development world: one token that holds a
 * single number (no header needed), and one shared by two numbers of one business account,
 * which needs `X-Phone-Number-Id` (section 5, item 2). Only numbers that can actually send count:
 * connected, in a workspace with API access that is not suspended.
 */
import type { World } from '../../fixtures/worlds/world-file.ts';

export interface DevTokens {
  single?: { token: string; phoneNumberId: string; displayPhoneNumber: string };
  shared?: { token: string; numbers: { phoneNumberId: string; displayPhoneNumber: string }[] };
}

type WorldNumber = World['numbers'][number];

/** Whether a number of the world can send: connected, in a workspace with API access that is not suspended. */
export function sendingNumbers(world: World): (number: WorldNumber) => boolean {
  const usable = new Set(world.workspaces.filter((w) => w.plan.api_access && !w.suspended).map((w) => w.id));
  return (number) => number.connection === 'CONNECTED' && usable.has(number.workspace_id);
}

export function devTokens(world: World): DevTokens {
  const connected = world.numbers.filter(sendingNumbers(world));
  const holders = new Map<string, typeof connected>();
  for (const number of connected) holders.set(number.token, [...(holders.get(number.token) ?? []), number]);
  const tokens: DevTokens = {};
  for (const [token, numbers] of holders) {
    const [first] = numbers;
    if (!first) continue;
    if (numbers.length === 1) tokens.single ??= { token, phoneNumberId: first.phone_number_id, displayPhoneNumber: first.display_phone_number };
    else tokens.shared ??= { token, numbers: numbers.map((n) => ({ phoneNumberId: n.phone_number_id, displayPhoneNumber: n.display_phone_number })) };
  }
  return tokens;
}
