/**
 * What JSON Schema cannot check in a world: ids that must point at entries of the same world,
 * ids that must be unique, and tokens shared only where the spec allows it (section 5.2: numbers
 * of one business account).
 */
import type { World } from './world-file.ts';

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))))];
}

export function crossReferenceProblems(world: World): string[] {
  const problems: string[] = [];
  const workspaces = new Set(world.workspaces.map((w) => w.id));
  const accounts = new Map(world.business_accounts.map((a) => [a.id, a]));
  const numbers = new Set(world.numbers.map((n) => n.phone_number_id));
  const templateIds = world.business_accounts.flatMap((a) => a.templates.map((t) => t.id));

  const unique: [string, string[]][] = [
    ['workspace id', world.workspaces.map((w) => w.id)],
    ['business account id', world.business_accounts.map((a) => a.id)],
    ['phone_number_id', world.numbers.map((n) => n.phone_number_id)],
    ['customer wa_id', world.customers.map((c) => c.wa_id)],
    ['subscription id', world.subscriptions.map((s) => s.id)],
    ['template id', templateIds],
  ];
  for (const [what, values] of unique) for (const dup of duplicates(values)) problems.push(`${what} ${dup} is used twice`);

  world.business_accounts.forEach((account, i) => {
    if (!workspaces.has(account.workspace_id)) problems.push(`/business_accounts/${i}/workspace_id: no workspace ${account.workspace_id}`);
  });
  world.numbers.forEach((number, i) => {
    const account = accounts.get(number.business_account_id);
    if (!workspaces.has(number.workspace_id)) problems.push(`/numbers/${i}/workspace_id: no workspace ${number.workspace_id}`);
    if (!account) problems.push(`/numbers/${i}/business_account_id: no business account ${number.business_account_id}`);
    else if (account.workspace_id !== number.workspace_id) {
      problems.push(`/numbers/${i}: in workspace ${number.workspace_id} but its business account belongs to ${account.workspace_id}`);
    }
  });
  const holders = new Map<string, Set<string>>();
  for (const number of world.numbers) holders.set(number.token, (holders.get(number.token) ?? new Set()).add(number.business_account_id));
  for (const [, owners] of holders) {
    if (owners.size > 1) problems.push(`a token is shared across business accounts ${[...owners].join(', ')}; only numbers of one business account may share a token`);
  }
  world.customers.forEach((customer, i) =>
    customer.inbound.forEach((message, j) => {
      if (!numbers.has(message.phone_number_id)) problems.push(`/customers/${i}/inbound/${j}/phone_number_id: no number ${message.phone_number_id}`);
    }),
  );
  world.subscriptions.forEach((subscription, i) => {
    if (!numbers.has(subscription.phone_number_id)) problems.push(`/subscriptions/${i}/phone_number_id: no number ${subscription.phone_number_id}`);
  });
  return problems;
}
