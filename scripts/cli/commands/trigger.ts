/**
 * `gateway-harness trigger <event>`: makes one event happen in a running `up` stack, for real: the
 * platform mock acts as the customer or the platform (or the gateway sends), and the event flows
 * through the gateway to every subscription, `listen` included.
 */
import { handsetPrefix } from '../../../mocks/upstream/index.ts';
import { triggerAction, triggerableEvents, TriggerProblem, type HandsetState, type TriggerOptions } from '../../up/sample-events.ts';
import type { Command } from '../command.ts';
import { parseOptions, UsageError } from '../command.ts';

const usage = `usage: gateway-harness trigger <event> [options]

events: ${triggerableEvents.join(', ')}

  message.received   the customer writes: --text T (default a greeting), --tap (taps the first
                     button, list row or quick reply the number last sent), --media image|document|voice
  message.status     the platform reports a status: --status delivered|read|played|failed
                     (default delivered), --reason CODE for failed (default 131026), --message ID
                     (default the number's last message to the customer)
  template.status    the platform changes a template: --template NAME (default the first approved
                     one), --to STATUS (default PAUSED)
  message.sent       the gateway sends a text: --text T, with --token TOKEN [--phone-number-id ID]

common options:
  --upstream URL     the stack's platform mock (default http://127.0.0.1:4010)
  --gateway URL      the stack's gateway, for message.sent (default http://127.0.0.1:4000)
  --number ID        the business number (default: the conversation with the latest activity)
  --customer WA_ID   the customer (default: as --number)`;

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

export const triggerCommand: Command = {
  name: 'trigger',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(
      argv,
      {
        upstream: { type: 'string' },
        gateway: { type: 'string' },
        number: { type: 'string' },
        customer: { type: 'string' },
        text: { type: 'string' },
        tap: { type: 'boolean', default: false },
        media: { type: 'string' },
        status: { type: 'string' },
        reason: { type: 'string' },
        message: { type: 'string' },
        template: { type: 'string' },
        to: { type: 'string' },
        token: { type: 'string' },
        'phone-number-id': { type: 'string' },
      },
      true,
    );
    const [event, ...extra] = positionals;
    if (event === undefined || extra.length > 0) throw new UsageError('trigger takes one event name');
    if (values.media !== undefined && !['image', 'document', 'voice'].includes(values.media)) throw new UsageError('--media must be image, document or voice');
    if (values.reason !== undefined && !/^[0-9]+$/.test(values.reason)) throw new UsageError('--reason must be a platform error code, e.g. 131026');
    if (event === 'message.sent' && !values.token) throw new UsageError('message.sent needs --token (an access token `up` printed)');
    const upstream = (values.upstream ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
    const gateway = (values.gateway ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
    const options: TriggerOptions = {
      ...(values.number === undefined ? {} : { number: values.number }),
      ...(values.customer === undefined ? {} : { customer: values.customer }),
      ...(values.text === undefined ? {} : { text: values.text }),
      tap: values.tap,
      ...(values.media === undefined ? {} : { media: values.media as 'image' | 'document' | 'voice' }),
      ...(values.status === undefined ? {} : { status: values.status }),
      ...(values.reason === undefined ? {} : { reason: Number(values.reason) }),
      ...(values.message === undefined ? {} : { message: values.message }),
      ...(values.template === undefined ? {} : { template: values.template }),
      ...(values.to === undefined ? {} : { templateStatus: values.to }),
    };
    let state: HandsetState;
    try {
      state = (await call(`${upstream}${handsetPrefix}/api/conversations`, {})).body as HandsetState;
    } catch (error) {
      console.error(`gateway-harness trigger: no stack answers at ${upstream} (${(error as Error).message}); start one with \`gateway-harness up\``);
      return 2;
    }
    let action;
    try {
      action = triggerAction(event, state, options);
    } catch (error) {
      if (error instanceof TriggerProblem) throw new UsageError(error.message);
      throw error;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (action.to === 'gateway') {
      headers.authorization = `Bearer ${values.token ?? ''}`;
      if (values['phone-number-id']) headers['x-phone-number-id'] = values['phone-number-id'];
    }
    const answer = await call(`${action.to === 'gateway' ? gateway : upstream}${action.path}`, { method: action.method, headers, body: JSON.stringify(action.body) });
    if (answer.status >= 300) {
      const body = answer.body as { message?: string; code?: string } | undefined;
      console.error(`gateway-harness trigger: refused with ${answer.status}${body?.code ? ` ${body.code}` : ''}: ${body?.message ?? ''}`.trim());
      return 1;
    }
    console.log(`${event}: ${action.says}`);
    return 0;
  },
};
