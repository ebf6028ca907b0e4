/**
 * `gateway-harness trigger <event>`: makes one event happen in a running `up` stack, for real: the
 * platform mock acts as the customer or the platform (or the gateway sends), and the event flows
 * through the gateway to every subscription, `listen` included. Everything on the command line is
 * checked before the first request.
 */
import { handsetPrefix } from '../../../mocks/upstream/index.ts';
import { isHandsetState, triggerAction, triggerableEvents, TriggerProblem } from '../../up/sample-events.ts';
import { triggerEvent, triggerOptions } from '../../up/trigger-options.ts';
import type { Command } from '../command.ts';
import { addressOption, CannotRun, parseOptions, UsageError } from '../command.ts';
import { jsonOf, reach } from '../reach.ts';

const usage = `usage: gateway-harness trigger <event> [options]

events: ${triggerableEvents.join(', ')}

  message.received   the customer writes: --text T (default a greeting), --tap (taps the first
                     button, list row or quick reply the number last sent), --media image|document|voice
  message.status     the platform reports a status: --status delivered|read|played|failed
                     (default delivered), --reason CODE with --status failed (default 131026),
                     --message ID (default the number's last message to the customer)
  template.status    the platform changes a template: --template NAME (default the first approved
                     one), --to STATUS (default PAUSED)
  message.sent       the gateway sends a text: --text T, with --token TOKEN [--phone-number-id ID]
                     (--token defaults to $GATEWAY_TOKEN)

common options:
  --upstream URL     the stack's platform mock (default $UPSTREAM_URL, else http://127.0.0.1:4010)
  --gateway URL      the stack's gateway, for message.sent (default $GATEWAY_URL, else
                     http://127.0.0.1:4000)
  --number ID        the business number (default: the conversation with the latest activity)
  --customer WA_ID   the customer (default: as --number)

\`up\` prints these commands with its real addresses, and the variables to export.`;

/** Reads the stack's conversations, numbers and templates from the handset page's API. */
async function handsetState(upstream: string) {
  const response = await reach(`${upstream}${handsetPrefix}/api/conversations`, {}, `no stack answers at ${upstream}; start one with \`gateway-harness up\`, or pass the --upstream it printed`);
  const state = await jsonOf(response);
  if (response.status !== 200 || !isHandsetState(state)) {
    throw new CannotRun(`${upstream} is not the platform mock of a running \`gateway-harness up\` (no handset there: \`serve upstream\` and \`mock\` take no triggers); pass the --upstream that \`up\` printed`);
  }
  return state;
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
        tap: { type: 'boolean' },
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
    const upstream = addressOption(values.upstream, '--upstream', 'UPSTREAM_URL', 'http://127.0.0.1:4010');
    const gateway = addressOption(values.gateway, '--gateway', 'GATEWAY_URL', 'http://127.0.0.1:4000');
    let event;
    let options;
    let token: string | undefined;
    try {
      event = triggerEvent(positionals);
      token = values.token ?? (event === 'message.sent' ? process.env.GATEWAY_TOKEN : undefined);
      options = triggerOptions(event, { ...values, token });
    } catch (error) {
      if (error instanceof TriggerProblem) throw new UsageError(error.message);
      throw error;
    }
    const state = await handsetState(upstream);
    let action;
    try {
      action = triggerAction(event, state, options);
    } catch (error) {
      if (error instanceof TriggerProblem) throw new CannotRun(error.message);
      throw error;
    }
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (action.to === 'gateway') {
      headers.authorization = `Bearer ${token ?? ''}`;
      if (values['phone-number-id']) headers['x-phone-number-id'] = values['phone-number-id'];
    }
    const base = action.to === 'gateway' ? gateway : upstream;
    const unreachable = action.to === 'gateway' ? `no gateway answers at ${gateway}; pass the --gateway that \`up\` printed` : `the stack at ${upstream} stopped answering`;
    const response = await reach(`${base}${action.path}`, { method: action.method, headers, body: JSON.stringify(action.body) }, unreachable);
    if (response.status >= 300) {
      const body = (await jsonOf(response)) as { message?: string; code?: string } | undefined;
      console.error(`gateway-harness trigger: refused with ${response.status}${body?.code ? ` ${body.code}` : ''}: ${body?.message ?? ''}`.trim());
      return 1;
    }
    console.log(`${event}: ${action.says}`);
    return 0;
  },
};
