/**
 * `gateway-harness serve upstream|reference`: runs the upstream platform mock or the reference
 * gateway as a server until Ctrl-C.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { startUpstreamMock, type RunningUpstreamMock } from '../../../mocks/upstream/index.ts';
import type { Command } from '../command.ts';
import { interrupted, parseOptions, portOption, UsageError } from '../command.ts';
import { worldOption } from '../world-option.ts';
import { serveFaulty } from './serve-faulty.ts';
import { serveReference } from './serve-reference.ts';

const usage = `usage: gateway-harness serve upstream  [--port N] [--host ADDRESS] [--world FILE]
       gateway-harness serve reference [--port N] [--host ADDRESS] [--world FILE]
                                       [--upstream URL] [--app-secret SECRET] [--control-token TOKEN]
       gateway-harness serve faulty NAME [the options of serve reference]
       gateway-harness serve faulty --list

  --port N              port to listen on (default: $PORT, else a free one)
  --host ADDRESS        interface to listen on (default 127.0.0.1)
  --world FILE          world fixture to load (default: the bundled default world)

reference and faulty:
  --upstream URL        the platform's base URL with its version, e.g. http://127.0.0.1:4010/v23.0
                        (default: $UPSTREAM_BASE_URL); without it the gateway starts empty and
                        waits to be provisioned through its control plane
  --app-secret SECRET   secret the platform signs webhooks with (default: $UPSTREAM_APP_SECRET,
                        else the world's)
  --control-token TOKEN bearer token of the control plane (default: $HARNESS_CONTROL_TOKEN,
                        else a fresh one, printed once)

faulty NAME serves a faulty build of the reference (mocks/faulty): one deviation from the spec
that the conformance suite must catch; --list names them.

Prints the addresses to use, then serves until interrupted.`;

/** What `serve upstream` serves until interrupted: the platform mock with the world `--world` names. */
export async function startServedUpstream(values: { world?: string | undefined; port?: string | undefined; host?: string | undefined }): Promise<{ world: World; running: RunningUpstreamMock }> {
  const world = worldOption(values.world);
  const running = await startUpstreamMock({ world, port: portOption(values.port ?? process.env.PORT), host: values.host ?? '127.0.0.1' });
  return { world, running };
}

export const serveCommand: Command = {
  name: 'serve',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(
      argv,
      {
        port: { type: 'string' },
        host: { type: 'string' },
        world: { type: 'string' },
        upstream: { type: 'string' },
        'app-secret': { type: 'string' },
        'control-token': { type: 'string' },
        list: { type: 'boolean' },
      },
      true,
    );
    if (positionals[0] === 'faulty') return serveFaulty(positionals.slice(1), values);
    if (values.list) throw new UsageError('--list applies to serve faulty only');
    const part = positionals.length === 1 ? positionals[0] : undefined;
    if (part === 'reference') return serveReference(values);
    if (part !== 'upstream') throw new UsageError(`serve takes one part to run: upstream, reference or faulty NAME (got ${JSON.stringify(positionals.join(' '))})`);
    for (const option of ['upstream', 'app-secret', 'control-token'] as const) {
      if (values[option] !== undefined) throw new UsageError(`--${option} applies to serve reference only`);
    }
    const { world, running } = await startServedUpstream(values);
    console.log(`upstream mock (world ${world.name}) listening`);
    console.log(`  base URL:    ${running.baseUrl}`);
    console.log(`  control URL: ${running.controlUrl}`);
    await interrupted();
    await running.close();
    console.log('upstream mock stopped');
    return 0;
  },
};
