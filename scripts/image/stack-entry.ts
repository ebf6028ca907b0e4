/**
 * What the stack's image runs: the stack `gateway-harness up` runs (the reference gateway, the
 * platform mock and its handset page), configured from the environment alone: PORT (gateway,
 * default 4000), UPSTREAM_PORT (platform mock and handset, default 4010; 0 for either picks a free
 * one), HOST (default 127.0.0.1, right for host networking; 0.0.0.0 with published ports), WORLD
 * (a bundled world's name or a world file's path, default the development world) and
 * HARNESS_CONTROL_TOKEN (the gateway's control plane; a fresh one, printed once, unless given).
 * Its ready line carries every address and the world's tokens (stack-ready-line.ts).
 */
import { randomBytes } from 'node:crypto';
import { integerOption, interrupted, UsageError } from '../cli/command.ts';
import { startStack } from '../up/stack.ts';
import { chosenWorld } from '../up/world-choice.ts';
import { stackReadyLine } from './stack-ready-line.ts';

const env = process.env;

function port(name: string, absent: number): number {
  const raw = env[name];
  return raw === undefined || raw === '' ? absent : (integerOption(raw, name, 0, 65_535) ?? absent);
}

try {
  const world = chosenWorld(env.WORLD || undefined, (problem) => {
    throw new UsageError(`WORLD: ${problem}`);
  });
  const gatewayPort = port('PORT', 4000);
  const platformPort = port('UPSTREAM_PORT', 4010);
  if (gatewayPort !== 0 && gatewayPort === platformPort) throw new UsageError(`PORT and UPSTREAM_PORT are both ${gatewayPort}: each needs its own (0 picks a free one)`);
  const given = env.HARNESS_CONTROL_TOKEN;
  const controlToken = given || randomBytes(18).toString('base64url');
  const stack = await startStack({ world, port: gatewayPort, upstreamPort: platformPort, host: env.HOST || '127.0.0.1', controlToken });
  if (!given) console.log(`control token: ${controlToken}  (shown once; set HARNESS_CONTROL_TOKEN to choose one)`);
  console.log(stackReadyLine(stack, world));
  await interrupted();
  await stack.close();
  console.log('stack stopped');
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (!(error instanceof UsageError) && code !== 'EADDRINUSE') throw error;
  console.error(`stack: ${(error as Error).message}${code === 'EADDRINUSE' ? ' (choose another PORT or UPSTREAM_PORT; 0 picks a free one)' : ''}`);
  process.exitCode = 2;
}
