/**
 * The `gateway-harness` command: a table of sub-commands, each in its own file.
 * Exit codes: 0 success, 1 a check or lint failed, 2 the command could not run (bad usage).
 */
import { checkCommand } from './commands/check.ts';
import { checksCommand } from './commands/checks.ts';
import { coverageCommand } from './commands/coverage.ts';
import { diffCommand } from './commands/diff.ts';
import { generateTypesCommand } from './commands/generate-types.ts';
import { imageCommand } from './commands/image.ts';
import { lintContractsCommand } from './commands/lint-contracts.ts';
import { listenCommand } from './commands/listen.ts';
import { mockCommand } from './commands/mock.ts';
import { serveCommand } from './commands/serve.ts';
import { triggerCommand } from './commands/trigger.ts';
import { upCommand } from './commands/up.ts';
import { verifySignatureCommand } from './commands/verify-signature.ts';
import { UsageError, type Command } from './command.ts';

const commands: Command[] = [checkCommand, checksCommand, serveCommand, upCommand, listenCommand, triggerCommand, mockCommand, lintContractsCommand, generateTypesCommand, verifySignatureCommand, imageCommand, coverageCommand, diffCommand];

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

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(help());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(`gateway-harness: unknown command ${JSON.stringify(name)}\n\n${help()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`gateway-harness ${command.name}: ${error.message}\n\n${command.usage}`);
      return 2;
    }
    throw error;
  }
}
