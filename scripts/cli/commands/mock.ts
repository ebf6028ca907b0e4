/**
 * `gateway-harness mock upstream --static`: the upstream contract served through Prism, for
 * users who only need schema-shaped answers and no state.
 */
import { startStaticUpstream } from '../../../mocks/upstream/static/prism-static.ts';
import type { Command } from '../command.ts';
import { parseOptions, UsageError } from '../command.ts';
import { interrupted, portOption } from './serve.ts';

const usage = `usage: gateway-harness mock upstream --static [--port N] [--host ADDRESS]

  --static        serve contracts/upstream.openapi.json through Prism (schema-shaped answers, no state)
  --port N        port to listen on (default: a free one)
  --host ADDRESS  interface to listen on (default 127.0.0.1)

For the stateful mock, use \`gateway-harness serve upstream\`.`;

export const mockCommand: Command = {
  name: 'mock',
  summary: 'serve a contract through Prism (mock upstream --static)',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(argv, { static: { type: 'boolean', default: false }, port: { type: 'string' }, host: { type: 'string' } }, true);
    if (positionals.length !== 1 || positionals[0] !== 'upstream') throw new UsageError(`mock takes one contract to serve: upstream (got ${JSON.stringify(positionals.join(' '))})`);
    if (!values.static) throw new UsageError('only --static is available: the stateful mock is `gateway-harness serve upstream`');
    const running = await startStaticUpstream({ port: portOption(values.port), host: values.host ?? '127.0.0.1' });
    console.log('static upstream mock (Prism, contracts/upstream.openapi.json) listening');
    console.log(`  URL: ${running.url}`);
    await interrupted();
    await running.close();
    console.log('static upstream mock stopped');
    return 0;
  },
};
