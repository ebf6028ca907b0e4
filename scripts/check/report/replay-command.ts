/**
 * The command that runs a failed check again, alone: `npx gateway-harness check --check <id>`
 * (npx finds the harness a project installed locally), the seed that produced the failure, and
 * the same target. For a property fast-check's path is given too: passed to `fc.assert`
 * with the seed it replays the shrunk counter-example alone.
 */
import { defaultRuns } from '../../../suites/support/properties/seed-defaults.ts';
import type { CheckOutcome } from '../check-outcome.ts';
import type { RunContext } from './run-context.ts';
import { shellQuote } from './shell-quote.ts';

/** The target options of `check` as given, for replay commands; the control token is left out. */
export interface TargetChoice {
  target?: string;
  control?: string;
  upstreamPort?: string;
  command?: string;
  image?: string;
  controlPath?: string;
  startupTimeout?: string;
}

export function targetOptions(choice: TargetChoice): string[] {
  const pairs: [string, string | undefined][] = [
    ['--target', choice.target],
    ['--control', choice.control],
    ['--upstream-port', choice.upstreamPort],
    ['--command', choice.command],
    ['--image', choice.image],
    ['--control-path', choice.controlPath],
    ['--startup-timeout', choice.startupTimeout],
  ];
  return pairs.flatMap(([name, value]) => (value === undefined ? [] : [name, value]));
}

export function replayCommand(outcome: CheckOutcome, context: RunContext): string {
  const seed = outcome.failure?.property?.seed ?? context.seed;
  const words = ['npx', 'gateway-harness', 'check', '--check', outcome.id, '--seed', String(seed)];
  if (context.runs !== defaultRuns) words.push('--runs', String(context.runs));
  if (context.profile !== 'spec') words.push('--profile', context.profile);
  if (context.differential) words.push('--differential');
  words.push(...(context.targetOptions ?? []));
  return words.map(shellQuote).join(' ');
}

/** fast-check's own replay parameters for the shrunk case, or undefined for a check without a property. */
export function fastCheckReplay(outcome: CheckOutcome): string | undefined {
  const property = outcome.failure?.property;
  if (property?.path === undefined) return undefined;
  return `{ seed: ${property.seed}, path: ${JSON.stringify(property.path)}, endOnFailure: true }`;
}
