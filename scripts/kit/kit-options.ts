/**
 * `startLocalStack`'s options read and checked before anything starts: unknown names, values of
 * the wrong kind and worlds that cannot load are refused naming the option.
 */
import { closestName } from '../cli/closest-name.ts';
import { confirmedEvents } from '../up/dev-subscriptions.ts';
import { chosenWorld } from '../up/world-choice.ts';
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
  return { world: chosenWorld(options.world, (problem) => fail('world', problem)), events: eventsFrom(options.events), port, platformPort };
}
