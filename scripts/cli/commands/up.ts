/**
 * `gateway-harness up`: local development without a real handset. One command starts the upstream
 * platform mock (with the handset page) and the reference gateway wired to it, loads a development
 * world and prints where everything is, the world's access tokens and a first request to send.
 */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { StateFileError, controlPrefix, subscriptionReport } from '../../../mocks/reference/index.ts';
import { banner } from '../../up/banner.ts';
import { followDeliveries } from '../../up/delivery-feed.ts';
import { startStack } from '../../up/stack.ts';
import type { Command } from '../command.ts';
import { httpUrlOption, interrupted, parseOptions, portOption, UsageError } from '../command.ts';
import { worldOption } from '../world-option.ts';

const usage = `usage: gateway-harness up [--port N] [--upstream-port N] [--host ADDRESS] [--world FILE]
                         [--state FILE] [--forward-to URL]

  --port N            gateway port (default 4000; 0 picks a free one)
  --upstream-port N   upstream platform mock and handset page port (default 4010; 0 picks a free one)
  --host ADDRESS      interface to listen on (default 127.0.0.1)
  --world FILE        world to load (default: the bundled development world)
  --state FILE        keep the state (messages, contacts, conversations, subscriptions,
                      idempotency keys) in FILE across restarts; its key is kept in FILE.key
  --forward-to URL    forward the number's events to URL (e.g. http://localhost:3000/hooks)
                      through a development subscription; prints its signing secret once and
                      each delivery as it happens

Prints the gateway and handset addresses, the world's access tokens and a block to paste with
this run's real addresses (two sends, listen and trigger commands, environment variables), then
runs until Ctrl-C.`;

/** The world `up` loads: the bundled development world, or the file `--world` names. */
export function upWorld(file: string | undefined) {
  return file === undefined ? bundledWorld('development') : worldOption(file);
}

export const upCommand: Command = {
  name: 'up',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(
      argv,
      {
        port: { type: 'string' },
        'upstream-port': { type: 'string' },
        host: { type: 'string' },
        world: { type: 'string' },
        state: { type: 'string' },
        'forward-to': { type: 'string' },
      },
      true,
    );
    if (positionals.length > 0) throw new UsageError(`up takes no arguments (got ${JSON.stringify(positionals.join(' '))})`);
    if (values.state === '') throw new UsageError('--state needs a file name');
    const port = portOption(values.port, '--port', 4000);
    const upstreamPort = portOption(values['upstream-port'], '--upstream-port', 4010);
    if (port !== 0 && port === upstreamPort) throw new UsageError(`--port and --upstream-port are both ${port}: the gateway and the platform mock need a port each (0 picks a free one)`);
    if (values.host === '') throw new UsageError('--host needs an address, such as 127.0.0.1');
    const forwardTo = values['forward-to'] === undefined ? undefined : httpUrlOption(values['forward-to'], '--forward-to');
    const world = upWorld(values.world);
    let stack;
    try {
      stack = await startStack({
        world,
        port,
        upstreamPort,
        host: values.host ?? '127.0.0.1',
        ...(values.state === undefined ? {} : { statePath: values.state }),
        ...(forwardTo === undefined ? {} : { forwardTo }),
      });
    } catch (error) {
      if (error instanceof StateFileError) {
        console.error(`gateway-harness up: ${error.message}`);
        return 2;
      }
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        console.error(`gateway-harness up: a port is taken (${(error as Error).message}); pass --port or --upstream-port (0 picks a free one)`);
        return 2;
      }
      if ((error as Error).message.startsWith('--forward-to')) throw new UsageError((error as Error).message);
      throw error;
    }
    const forward = stack.forward;
    console.log(
      banner({
        world,
        gatewayUrl: stack.gatewayUrl,
        upstreamUrl: stack.upstream.url,
        docsUrl: stack.docsUrl,
        handsetUrl: stack.handsetUrl,
        controlUrl: `${stack.gatewayUrl}${controlPrefix}`,
        controlToken: stack.controlToken,
        tokens: stack.tokens,
        ...(values.state === undefined ? {} : { statePath: values.state, restored: stack.state?.restored ?? false }),
        ...(forward
          ? { forward: { url: forward.subscription.url, subscriptionId: forward.subscription.id, events: forward.subscription.events, ...(forward.secret === undefined ? {} : { secret: forward.secret }) } }
          : {}),
        // Since the process started (performance's time origin): module loading counts too.
        startMs: performance.now(),
      }),
    );
    const gateway = stack.reference.gateway;
    const feed = forward
      ? followDeliveries(
          async () => subscriptionReport(forward.subscription, gateway.state.deliveryLogs.get(forward.subscription.id), gateway.deliveries.unfinished(forward.subscription.id), gateway.clock.now()),
          (line) => console.log(line),
        )
      : undefined;
    await interrupted();
    feed?.stop();
    await stack.close();
    console.log('stopped: gateway, platform mock and handset');
    return 0;
  },
};
