/**
 * The numbers and customers of a world as a test sees them: each number with its token and the
 * headers a request for it carries (a shared token needs `X-Phone-Number-Id`: section 5), and
 * which one a test means when it names none. Pure.
 */
import { sendingNumbers } from '../up/dev-tokens.ts';
import { StackOptionError } from './kit-errors.ts';
import type { StackCustomer, StackNumber, World } from './kit-types.ts';

export function stackNumbers(world: World): StackNumber[] {
  const canSend = sendingNumbers(world);
  const holders = new Map<string, number>();
  for (const number of world.numbers) holders.set(number.token, (holders.get(number.token) ?? 0) + 1);
  return world.numbers.map((number) => {
    const sharedToken = (holders.get(number.token) ?? 0) > 1;
    return {
      phoneNumberId: number.phone_number_id,
      displayPhoneNumber: number.display_phone_number,
      businessAccountId: number.business_account_id,
      workspaceId: number.workspace_id,
      token: number.token,
      sharedToken,
      canSend: canSend(number),
      headers: { authorization: `Bearer ${number.token}`, ...(sharedToken ? { 'x-phone-number-id': number.phone_number_id } : {}) },
    };
  });
}

export function stackCustomers(world: World): StackCustomer[] {
  return world.customers.map((customer) => ({ waId: customer.wa_id, profileName: customer.profile_name }));
}

/** The number named, or the first that can send on a token of its own (then any that can send). */
export function pickNumber(numbers: readonly StackNumber[], phoneNumberId: string | undefined, option: string): StackNumber {
  if (phoneNumberId !== undefined) {
    const named = numbers.find((n) => n.phoneNumberId === phoneNumberId);
    if (named) return named;
    throw new StackOptionError(option, `${option}: the world has no number ${JSON.stringify(phoneNumberId)}; its numbers are ${numbers.map((n) => n.phoneNumberId).join(', ')}`);
  }
  const chosen = numbers.find((n) => n.canSend && !n.sharedToken) ?? numbers.find((n) => n.canSend);
  if (chosen) return chosen;
  throw new StackOptionError(option, `${option}: the world has no number that can send (connected, in a workspace with API access that is not suspended); name one`);
}
