/**
 * `gateway-harness listen`: against a running `up` stack, registers a development subscription to
 * the developer's own endpoint, prints its signing secret once, shows each delivery as it happens,
 * says when the stack stops answering or no longer has the subscription, and removes it on Ctrl-C.
 */
import { accessSync, chmodSync, constants, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { SubscriptionDeliveries } from '../../../mocks/reference/index.ts';
import { dashboardPrefix } from '../../up/dashboard-routes.ts';
import { followDeliveries } from '../../up/delivery-feed.ts';
import { removalLine, subscriptionWatch, type Removal } from '../../up/subscription-watch.ts';
import type { Command } from '../command.ts';
import { addressOption, CannotRun, httpUrlOption, interrupted, parseOptions, UsageError } from '../command.ts';
import { jsonOf, networkReason, reach } from '../reach.ts';

const usage = `usage: gateway-harness listen --forward-to URL --token TOKEN [--gateway URL]
                             [--phone-number-id ID] [--events LIST] [--secret-file FILE]

  --forward-to URL        your endpoint, e.g. http://localhost:3000/hooks (loopback is allowed here)
  --token TOKEN           an access token of the number whose events you want (\`up\` prints them;
                          default $GATEWAY_TOKEN)
  --gateway URL           the running stack's gateway (default $GATEWAY_URL, else http://127.0.0.1:4000)
  --phone-number-id ID    which number, when the token is shared by several
  --events LIST           comma-separated events (default: message.received, message.status,
                          message.sent, template.status)
  --secret-file FILE      write the signing secret to FILE (mode 0600) for your endpoint to read,
                          instead of printing it

Registers a development subscription on the stack (the dashboard's part: the public API has no
subscription endpoint), prints its signing secret once, then each delivery: event, delivery id
and the status code your endpoint returned. Says so when the stack stops answering, and when a
restart without --state has dropped the subscription. Ctrl-C removes the subscription.`;

interface Registered {
  id: string;
  phone_number_id: string;
  url: string;
  events: string[];
  secret: string;
}

/** Refuses, before anything is registered, a secret file that could not be written. */
function secretFileOption(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (raw === '') throw new UsageError('--secret-file needs a file name');
  const file = resolve(raw);
  try {
    accessSync(dirname(file), constants.W_OK);
  } catch {
    throw new UsageError(`--secret-file ${raw}: its folder does not exist or cannot be written`);
  }
  return file;
}

/** Removes the subscription, saying what came of it rather than assuming. */
async function remove(url: string, auth: Record<string, string>): Promise<Removal> {
  try {
    const response = await fetch(url, { method: 'DELETE', headers: auth, signal: AbortSignal.timeout(5_000) });
    if (response.ok) return { kind: 'removed' };
    return response.status === 404 ? { kind: 'gone' } : { kind: 'refused', status: response.status };
  } catch (error) {
    return { kind: 'unreachable', reason: networkReason(error) };
  }
}

export const listenCommand: Command = {
  name: 'listen',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(argv, {
      'forward-to': { type: 'string' },
      token: { type: 'string' },
      gateway: { type: 'string' },
      'phone-number-id': { type: 'string' },
      events: { type: 'string' },
      'secret-file': { type: 'string' },
    }, true);
    if (positionals.length > 0) throw new UsageError(`listen takes no arguments (got ${JSON.stringify(positionals.join(' '))})`);
    if (values['forward-to'] === undefined) throw new UsageError('--forward-to URL is required (your endpoint, e.g. http://127.0.0.1:3000/hooks)');
    const forwardTo = httpUrlOption(values['forward-to'], '--forward-to');
    const token = values.token ?? process.env.GATEWAY_TOKEN;
    if (!token) throw new UsageError('--token TOKEN is required (an access token `up` printed), or $GATEWAY_TOKEN');
    const gateway = addressOption(values.gateway, '--gateway', 'GATEWAY_URL', 'http://127.0.0.1:4000');
    const events = values.events?.split(',').map((e) => e.trim()).filter((e) => e !== '');
    if (events?.length === 0) throw new UsageError('--events needs at least one event name');
    const secretFile = secretFileOption(values['secret-file']);
    const base = `${gateway}${dashboardPrefix}`;
    const auth: Record<string, string> = { authorization: `Bearer ${token}` };
    if (values['phone-number-id']) auth['x-phone-number-id'] = values['phone-number-id'];

    const response = await reach(
      `${base}/subscriptions`,
      { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ url: forwardTo, ...(events ? { events } : {}) }) },
      `no stack answers at ${gateway}; start one with \`gateway-harness up\`, or pass the --gateway it printed`,
    );
    const answer = ((await jsonOf(response)) ?? {}) as Partial<Registered> & { code?: string; message?: string };
    if (response.status === 404) {
      throw new CannotRun(`${gateway} has no development dashboard: is it the gateway of a running \`gateway-harness up\`? (\`serve reference\` has none)`);
    }
    if (response.status !== 201 || typeof answer.id !== 'string') {
      console.error(`gateway-harness listen: the stack refused the subscription: ${answer.code ?? response.status} ${answer.message ?? ''}`.trim());
      return 1;
    }
    const registered = answer as Registered;
    console.log(`Forwarding ${registered.events.join(', ')} of number ${registered.phone_number_id} to ${registered.url}`);
    console.log(`  subscription ${registered.id}`);
    if (secretFile === undefined) console.log(`  signing secret: ${registered.secret}   (shown once: put it in your endpoint's settings now)`);
    else {
      writeFileSync(secretFile, `${registered.secret}\n`, { mode: 0o600 });
      chmodSync(secretFile, 0o600);
      console.log(`  signing secret: written to ${values['secret-file'] ?? secretFile} (mode 0600), for your endpoint to read`);
    }
    console.log('  deliveries (time, event, delivery id, status your endpoint returned):');
    const subscription = `${base}/subscriptions/${registered.id}`;
    const watch = subscriptionWatch(gateway, registered.id);
    let dropped: () => void = () => undefined;
    const gone = new Promise<'gone'>((resolve) => (dropped = () => resolve('gone')));
    const look = async (): Promise<SubscriptionDeliveries | undefined> => {
      let report: Response;
      try {
        report = await fetch(`${subscription}/deliveries`, { headers: auth, signal: AbortSignal.timeout(5_000) });
      } catch (error) {
        const step = watch({ kind: 'unreachable', reason: networkReason(error) });
        if (step.say) console.log(step.say);
        return undefined;
      }
      const step = watch(report.status === 404 ? { kind: 'gone' } : { kind: 'answered' });
      if (step.say) console.log(step.say);
      if (step.end) dropped();
      return report.ok ? ((await report.json()) as SubscriptionDeliveries) : undefined;
    };
    const feed = followDeliveries(look, (line) => console.log(line));
    const ended = await Promise.race([interrupted().then(() => 'interrupted' as const), gone]);
    feed.stop();
    if (ended === 'gone') return 1;
    console.log(removalLine(registered.id, gateway, await remove(subscription, auth)));
    return 0;
  },
};
