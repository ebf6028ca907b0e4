/**
 * `gateway-harness listen`: against a running `up` stack, registers a development subscription to
 * the developer's own endpoint, prints its signing secret once, shows each delivery as it happens
 * and removes the subscription on Ctrl-C.
 */
import type { SubscriptionDeliveries } from '../../../mocks/reference/index.ts';
import { dashboardPrefix } from '../../up/dashboard-routes.ts';
import { followDeliveries } from '../../up/delivery-feed.ts';
import type { Command } from '../command.ts';
import { httpUrlOption, interrupted, parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness listen --forward-to URL --token TOKEN [--gateway URL]
                             [--phone-number-id ID] [--events LIST]

  --forward-to URL        your endpoint, e.g. http://localhost:3000/hooks (loopback is allowed here)
  --token TOKEN           an access token of the number whose events you want (\`up\` prints them)
  --gateway URL           the running stack's gateway (default http://127.0.0.1:4000)
  --phone-number-id ID    which number, when the token is shared by several
  --events LIST           comma-separated events (default: message.received, message.status,
                          message.sent, template.status)

Registers a development subscription on the stack (the dashboard's part: the public API has no
subscription endpoint), prints its signing secret once, then each delivery: event, delivery id
and the status code your endpoint returned. Ctrl-C removes the subscription.`;

interface Registered {
  id: string;
  phone_number_id: string;
  url: string;
  events: string[];
  secret: string;
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
    }, true);
    if (positionals.length > 0) throw new UsageError(`listen takes no arguments (got ${JSON.stringify(positionals.join(' '))})`);
    if (!values['forward-to']) throw new UsageError('--forward-to URL is required');
    if (!values.token) throw new UsageError('--token TOKEN is required (an access token `up` printed)');
    const gateway = httpUrlOption(values.gateway ?? 'http://127.0.0.1:4000', '--gateway');
    const base = `${gateway}${dashboardPrefix}`;
    const headers: Record<string, string> = { authorization: `Bearer ${values.token}`, 'content-type': 'application/json' };
    if (values['phone-number-id']) headers['x-phone-number-id'] = values['phone-number-id'];
    const events = values.events?.split(',').map((e) => e.trim()).filter((e) => e !== '');

    let response: Response;
    try {
      response = await fetch(`${base}/subscriptions`, { method: 'POST', headers, body: JSON.stringify({ url: values['forward-to'], ...(events ? { events } : {}) }) });
    } catch (error) {
      console.error(`gateway-harness listen: no stack answers at ${gateway} (${(error as Error).message}); start one with \`gateway-harness up\``);
      return 2;
    }
    const answer = (await response.json().catch(() => ({}))) as Partial<Registered> & { code?: string; message?: string };
    if (response.status !== 201 || typeof answer.id !== 'string') {
      console.error(`gateway-harness listen: the stack refused the subscription: ${answer.code ?? response.status} ${answer.message ?? ''}`.trim());
      return response.status === 404 ? 2 : 1;
    }
    const registered = answer as Registered;
    console.log(`Forwarding ${registered.events.join(', ')} of number ${registered.phone_number_id} to ${registered.url}`);
    console.log(`  subscription ${registered.id}`);
    console.log(`  signing secret: ${registered.secret}   (shown once: put it in your endpoint's settings now)`);
    console.log('  deliveries (time, event, delivery id, status your endpoint returned):');
    const auth = { authorization: headers.authorization ?? '', ...(headers['x-phone-number-id'] ? { 'x-phone-number-id': headers['x-phone-number-id'] } : {}) };
    const feed = followDeliveries(
      async () => {
        const report = await fetch(`${base}/subscriptions/${registered.id}/deliveries`, { headers: auth });
        return report.ok ? ((await report.json()) as SubscriptionDeliveries) : undefined;
      },
      (line) => console.log(line),
    );
    await interrupted();
    feed.stop();
    await fetch(`${base}/subscriptions/${registered.id}`, { method: 'DELETE', headers: auth }).catch(() => undefined);
    console.log(`subscription ${registered.id} removed`);
    return 0;
  },
};
