/**
 * `gateway-harness mock upstream|gateway --static`: a contract served through Prism, for users who
 * only need schema-shaped answers and no state.
 */
import { startStaticUpstream } from '../../../mocks/upstream/index.ts';
import { startStaticGateway } from '../../mock/static-gateway.ts';
import { readFileSync } from 'node:fs';
import type { Command } from '../command.ts';
import { CannotRun, interrupted, parseOptions, portOption, UsageError } from '../command.ts';

const usage = `usage: gateway-harness mock upstream --static [--port N] [--host ADDRESS]
       gateway-harness mock gateway  --static [--port N] [--host ADDRESS]

  --static        serve the contract through Prism (schema-shaped answers, no state):
                  upstream: contracts/upstream.openapi.json, gateway: contracts/gateway-v2.openapi.json
  --port N        port to listen on (default: a free one)
  --host ADDRESS  interface to listen on (default 127.0.0.1)

For stateful mocks, use \`gateway-harness serve upstream\` or \`gateway-harness up\`.`;

const contracts = {
  upstream: { file: 'contracts/upstream.openapi.json', start: startStaticUpstream, stateful: '`gateway-harness serve upstream`' },
  gateway: { file: 'contracts/gateway-v2.openapi.json', start: startStaticGateway, stateful: '`gateway-harness up`' },
} as const;

/**
 * Prism is an optional peer of the installed package (it brings more than the rest of the
 * package's dependencies together); a project that wants `mock --static` installs it.
 */
function prismMissing(error: unknown): CannotRun | undefined {
  const { code, message } = error as { code?: string; message?: string };
  if (code !== 'ERR_MODULE_NOT_FOUND' || !message?.includes('@stoplight/')) return undefined;
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { peerDependencies?: Record<string, string> };
  const packages = Object.entries(manifest.peerDependencies ?? {}).filter(([name]) => name.startsWith('@stoplight/')).map(([name, version]) => `${name}@${version}`);
  return new CannotRun(`mock --static serves the contract through Stoplight Prism, which is not installed; add it to your project: npm install --save-dev ${packages.join(' ')}`);
}

export const mockCommand: Command = {
  name: 'mock',
  usage,
  async run(argv) {
    const { values, positionals } = parseOptions(argv, { static: { type: 'boolean', default: false }, port: { type: 'string' }, host: { type: 'string' } }, true);
    const which = positionals.length === 1 ? positionals[0] : undefined;
    if (which !== 'upstream' && which !== 'gateway') throw new UsageError(`mock takes one contract to serve: upstream or gateway (got ${JSON.stringify(positionals.join(' '))})`);
    const contract = contracts[which];
    if (!values.static) throw new UsageError(`only --static is available: the stateful one is ${contract.stateful}`);
    const running = await contract.start({ port: portOption(values.port), host: values.host ?? '127.0.0.1' }).catch((error: unknown) => {
      throw prismMissing(error) ?? error;
    });
    console.log(`static ${which} mock (Prism, ${contract.file}) listening`);
    console.log(`  URL: ${running.url}`);
    await interrupted();
    await running.close();
    console.log(`static ${which} mock stopped`);
    return 0;
  },
};
