/**
 * The `gateway-harness` command: a table of sub-commands, each in its own file.
 * Exit codes: 0 success, 1 a check or lint failed, 2 the command could not run (bad usage).
 */
import { existsSync } from 'node:fs';
import { closestName } from './closest-name.ts';
import { settleColour } from './colour.ts';
import { CannotRun, UsageError, type Command } from './command.ts';
import { networkReason } from './reach.ts';

interface Listed {
  name: string;
  summary: string;
  /**
   * Loaded only when chosen: some commands bring vitest, Redocly or openapi-typescript, and
   * `up` should not wait seconds for libraries it never calls.
   */
  load(): Promise<Command>;
  /**
   * For commands that measure or maintain the harness itself: a path, relative to the package,
   * that only a clone of its repository has (the package as installed leaves out the harness's
   * own faulty builds, variants, benchmarks and contract tooling), and what it is.
   */
  fromRepository?: { path: string; what: string };
}

const commands: Listed[] = [
  { name: 'check', summary: 'run the conformance suite against a gateway build (default: the bundled reference)', load: async () => (await import('./commands/check.ts')).checkCommand },
  { name: 'checks', summary: 'list the conformance checks by spec section (traceability table)', load: async () => (await import('./commands/checks.ts')).checksCommand },
  { name: 'coverage', summary: 'spec statements by section, the checks that assert them, and the gaps', load: async () => (await import('./commands/coverage.ts')).coverageCommand },
  { name: 'diff', summary: 'classify the changes between two contract versions as breaking or allowed (spec section 9)', load: async () => (await import('./commands/diff.ts')).diffCommand },
  { name: 'up', summary: 'start a local gateway, platform mock and handset page for development', load: async () => (await import('./commands/up.ts')).upCommand },
  { name: 'listen', summary: "forward a running stack's events to your endpoint and show each delivery", load: async () => (await import('./commands/listen.ts')).listenCommand },
  { name: 'trigger', summary: 'make one event happen in a running stack (customer writes, taps, statuses, templates)', load: async () => (await import('./commands/trigger.ts')).triggerCommand },
  { name: 'serve', summary: 'run the upstream mock or the reference gateway as a server', load: async () => (await import('./commands/serve.ts')).serveCommand },
  { name: 'mock', summary: 'serve a contract through Prism (mock upstream|gateway --static)', load: async () => (await import('./commands/mock.ts')).mockCommand },
  { name: 'image', summary: 'build a container image of the reference gateway (for check --image)', load: async () => (await import('./commands/image.ts')).imageCommand },
  { name: 'lint-contracts', summary: 'lint the contracts, compile every schema, validate the fixture worlds and signature vectors', load: async () => (await import('./commands/lint-contracts.ts')).lintContractsCommand, fromRepository: { path: 'redocly.yaml', what: 'the contracts\' lint settings' } },
  { name: 'generate-types', summary: 'generate TypeScript types from the contracts into contracts/types/', load: async () => (await import('./commands/generate-types.ts')).generateTypesCommand, fromRepository: { path: 'contracts/types', what: 'the generated types' } },
  { name: 'bench', summary: 'measure the mocks, the reference, the suite and memory, each beside a baseline from the same run', load: async () => (await import('./commands/bench.ts')).benchCommand, fromRepository: { path: 'scripts/bench', what: 'the benchmarks' } },
  { name: 'report', summary: 'merge the reports of a sharded check run (check --shard I/N) into one', load: async () => (await import('./commands/report.ts')).reportCommand },
  { name: 'verify-signature', summary: 'verify one event delivery as a subscriber does (signature and 300 s timestamp tolerance)', load: async () => (await import('./commands/verify-signature.ts')).verifySignatureCommand },
  { name: 'kill-table', summary: 'run every faulty build against the checks that must catch it', load: async () => (await import('./commands/kill-table.ts')).killTableCommand, fromRepository: { path: 'mocks/faulty', what: 'the faulty builds' } },
  { name: 'pass-table', summary: 'run every allowed variant against the spec checks; any failure is a false positive', load: async () => (await import('./commands/pass-table.ts')).passTableCommand, fromRepository: { path: 'mocks/variants', what: 'the allowed variants' } },
];

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'usage: gateway-harness <command> [options]',
    '',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `gateway-harness <command> --help` for the options of one command.',
  ].join('\n');
}

/** Errors of the system a command can meet whatever it does: a port taken, an address that is not this machine's. */
const systemRefusals: Record<string, string> = {
  EADDRINUSE: 'the port is taken (0 picks a free one)',
  EADDRNOTAVAIL: 'the address is not one of this machine\'s',
  EACCES: 'not allowed to listen there (ports below 1024 need privileges)',
  ENOTFOUND: 'no such host',
};

/** One line for what stopped a command from running, or undefined for a fault of the harness itself. */
function refusal(error: unknown): string | undefined {
  if (error instanceof CannotRun) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== undefined && code in systemRefusals) return `${systemRefusals[code] ?? ''}: ${(error as Error).message}`;
  if (error instanceof TypeError && error.message === 'fetch failed') return `cannot reach the address given (${networkReason(error)})`;
  return undefined;
}

/**
 * The command line's entry (scripts/bin): colour is settled for the whole process before any
 * command loads its libraries, which decide on colour when loaded. Tests call `main` instead.
 */
export function cliMain(argv: string[]): Promise<number> {
  settleColour(process.stdout);
  return main(argv);
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(help());
    return name === undefined ? 2 : 0;
  }
  const listed = commands.find((c) => c.name === name);
  if (!listed) {
    const meant = closestName(name, commands.map((c) => c.name));
    console.error(`gateway-harness: unknown command ${JSON.stringify(name)}${meant ? ` (did you mean ${meant}?)` : ''}`);
    console.error('Run `gateway-harness --help` for the list of commands.');
    return 2;
  }
  const repository = listed.fromRepository;
  if (repository && !existsSync(new URL(`../../${repository.path}`, import.meta.url))) {
    console.error(`gateway-harness ${name}: measures or maintains the harness itself, and runs in a clone of its repository (after npm install there): the installed package leaves out ${repository.what}`);
    return 2;
  }
  const command = await listed.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`gateway-harness ${command.name}: ${error.message}`);
      console.error(`Run \`gateway-harness ${command.name} --help\` for its options.`);
      return 2;
    }
    const line = refusal(error);
    if (line === undefined) throw error;
    console.error(`gateway-harness ${command.name}: ${line}`);
    return 2;
  }
}
