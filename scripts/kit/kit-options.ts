/**
 * `startLocalStack`'s options read and checked before anything starts: unknown names, values of
 * the wrong kind and worlds that cannot load are refused naming the option. The world comes from
 * a bundled name, a file or an object, and is validated as `up --world` validates it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { bundledWorld, listWorldFiles, parseWorld } from '../../fixtures/worlds/world-file.ts';
import { closestName } from '../cli/closest-name.ts';
import { confirmedEvents } from '../up/dev-subscriptions.ts';
import { StackOptionError } from './kit-errors.ts';
import type { EventName, LocalStackOptions, World } from './kit-types.ts';

export interface ReadOptions {
  world: World;
  /** Events the subscriber takes; empty when no subscriber is wanted. */
  events: readonly EventName[];
  port: number;
  platformPort: number;
}

const optionNames: readonly (keyof LocalStackOptions)[] = ['world', 'events', 'port', 'platformPort'];

const fail = (option: string, message: string): never => {
  throw new StackOptionError(option, `startLocalStack: option ${option}: ${message}`);
};

function worldFrom(value: unknown): World {
  if (value === undefined) return bundledWorld('development');
  if (typeof value === 'string') {
    if (value === '') return fail('world', 'give a bundled world\'s name, a file path or a world object, not an empty string');
    const bundledName = value.endsWith('.json') ? value : `${value}.json`;
    const isPath = value.includes('/') || value.includes('\\') || existsSync(value);
    if (!isPath && listWorldFiles().includes(bundledName)) return bundledWorld(value);
    if (!isPath) return fail('world', `no bundled world ${JSON.stringify(value)} and no file of that name (bundled worlds: ${listWorldFiles().map((f) => f.replace(/\.json$/, '')).join(', ')})`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(resolve(value), 'utf8'));
    } catch (error) {
      return fail('world', `cannot read the world file ${value}: ${(error as Error).message}`);
    }
    const read = parseWorld(parsed);
    return read.ok ? read.world : fail('world', `the world file ${value} is invalid:\n  ${read.problems.join('\n  ')}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('world', `expected a name, a file path or a world object, got ${Array.isArray(value) ? 'an array' : typeof value}`);
  const read = parseWorld(structuredClone(value));
  return read.ok ? read.world : fail('world', `the world object is invalid:\n  ${read.problems.join('\n  ')}`);
}

function eventsFrom(value: unknown): readonly EventName[] {
  if (value === undefined) return confirmedEvents;
  if (value === false) return [];
  if (!Array.isArray(value) || value.length === 0) return fail('events', 'expected a non-empty list of event names, or false for no subscriber');
  for (const name of value) {
    if (!(confirmedEvents as readonly unknown[]).includes(name)) {
      const meant = typeof name === 'string' ? closestName(name, confirmedEvents) : undefined;
      fail('events', `${JSON.stringify(name)} is not an event the gateway publishes${meant ? ` (did you mean ${meant}?)` : ''}; the events are ${confirmedEvents.join(', ')}`);
    }
  }
  return [...new Set(value as EventName[])];
}

function portFrom(option: string, value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 65_535) return fail(option, `expected a port from 0 to 65535 (0 picks a free one), got ${JSON.stringify(value)}`);
  return value;
}

/** The options checked and filled with their defaults; throws a StackOptionError naming the first bad one. */
export function readOptions(options: LocalStackOptions = {}): ReadOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new StackOptionError('options', `startLocalStack: options must be an object, got ${JSON.stringify(options)}`);
  }
  for (const name of Object.keys(options)) {
    if (!(optionNames as readonly string[]).includes(name)) {
      const meant = closestName(name, optionNames);
      throw new StackOptionError(name, `startLocalStack: unknown option ${JSON.stringify(name)}${meant ? ` (did you mean ${meant}?)` : ''}; the options are ${optionNames.join(', ')}`);
    }
  }
  const port = portFrom('port', options.port);
  const platformPort = portFrom('platformPort', options.platformPort);
  if (port !== 0 && port === platformPort) fail('platformPort', `the same port as the gateway (${port}); each needs its own (0 picks a free one)`);
  return { world: worldFrom(options.world), events: eventsFrom(options.events), port, platformPort };
}
