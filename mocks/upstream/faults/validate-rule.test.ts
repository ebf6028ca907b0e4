import { describe, expect, it } from 'vitest';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import type { FaultRule } from './rule.ts';
import { FaultRuleError, validateFaultRule } from './validate-rule.ts';

const refusals: [string, unknown, string, unknown][] = [
  ['a probability above 1', { probability: 1.5, action: { kind: 'reset' } }, 'probability', 1.5],
  ['a negative probability', { probability: -0.1, action: { kind: 'reset' } }, 'probability', -0.1],
  ['a probability that is not a number', { probability: '0.5', action: { kind: 'reset' } }, 'probability', '0.5'],
  ['an unknown kind', { action: { kind: 'explode' } }, 'action.kind', 'explode'],
  ['no action', { match: { route: 'send' } }, 'action', undefined],
  ['a negative latency', { action: { kind: 'latency', ms: -5 } }, 'action.ms', -5],
  ['a fractional latency', { action: { kind: 'latency', ms: 2.5 } }, 'action.ms', 2.5],
  ['a latency range upside down', { action: { kind: 'latency', minMs: 500, maxMs: 100 } }, 'action.maxMs', 100],
  ['a latency range without its end', { action: { kind: 'latency', minMs: 5 } }, 'action.maxMs', undefined],
  ['both a fixed and a ranged latency', { action: { kind: 'latency', ms: 5, minMs: 1, maxMs: 9 } }, 'action.minMs', 1],
  ['an HTTP status outside 500, 502, 503, 504', { action: { kind: 'http-status', status: 501 } }, 'action.status', 501],
  ['a fractional error code', { action: { kind: 'platform-error', code: 1.5 } }, 'action.code', 1.5],
  ['details that are not text', { action: { kind: 'later-failure', code: 131026, details: 42 } }, 'action.details', 42],
  ['a field an action does not have', { action: { kind: 'reset', ms: 10 } }, 'action.ms', 10],
  ['zero times', { times: 0, action: { kind: 'hang' } }, 'times', 0],
  ['an unknown route', { match: { route: 'sends' }, action: { kind: 'hang' } }, 'match.route', 'sends'],
  ['a misspelt match field', { match: { phoneNumber: '1' }, action: { kind: 'hang' } }, 'match.phoneNumber', '1'],
  ['a misspelt rule field', { probabilty: 0.5, action: { kind: 'hang' } }, 'probabilty', 0.5],
  ['an empty id', { id: '', action: { kind: 'hang' } }, 'id', ''],
  ['a later failure on the templates route', { match: { route: 'templates' }, action: { kind: 'later-failure', code: 131026 } }, 'match.route', 'templates'],
  ['a match that is not an object', { match: 'send', action: { kind: 'hang' } }, 'match', 'send'],
  ['a window refusal on the webhook route', { match: { route: 'webhook' }, action: { kind: 'window-refusal-now' } }, 'match.route', 'webhook'],
  ['a window refusal with a code', { action: { kind: 'window-refusal-now', code: 131047 } }, 'action.code', 131047],
];

describe('checking a fault rule', () => {
  it.each(refusals)('refuses %s, naming the field and the value received', (_, rule, field, received) => {
    const error = (() => {
      try {
        validateFaultRule(rule);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(FaultRuleError);
    expect(error).toMatchObject({ field, received });
    expect((error as Error).message).toContain(`fault rule ${field} must be`);
    expect((error as Error).message).toContain(received === undefined ? 'received nothing' : `received ${JSON.stringify(received)}`);
  });

  it('refuses something that is not an object at all', () => {
    expect(() => validateFaultRule(null)).toThrow('a fault rule must be an object, received null');
    expect(() => validateFaultRule([])).toThrow(FaultRuleError);
  });

  it('reads a probability of NaN as the bad value it is', () => {
    expect(() => validateFaultRule({ probability: Number.NaN, action: { kind: 'reset' } })).toThrow('received NaN');
  });

  it('gives a missing match as an empty one and copies the rule', () => {
    const input = { action: { kind: 'latency' as const, ms: 0 } };
    const checked = validateFaultRule(input);
    expect(checked).toEqual({ match: {}, action: { kind: 'latency', ms: 0 } });
    expect(checked.action).not.toBe(input.action);
  });
});

const accepted: FaultRule[] = [
  { action: { kind: 'latency', ms: 250 } },
  { id: 'slow', match: { route: 'send', phoneNumberId: '109000000000001' }, times: 2, probability: 0.25, action: { kind: 'latency', minMs: 10, maxMs: 20 } },
  { match: { route: 'send' }, action: { kind: 'platform-error', code: 131047, details: 'outside the window' } },
  { match: { route: 'templates', businessAccountId: '200000000000001' }, action: { kind: 'http-status', status: 503 } },
  { match: { route: 'webhook' }, action: { kind: 'reset' } },
  { match: { templateName: 'order_update' }, probability: 0, action: { kind: 'hang' } },
  { probability: 1, action: { kind: 'malformed-body' } },
  { match: { route: 'send' }, times: 1, action: { kind: 'later-failure', code: 131026 } },
  { match: { route: 'send', phoneNumberId: '100000000000001' }, action: { kind: 'window-refusal-now' } },
];

describe('the checks agree with the contract', () => {
  const validate = schemaCompiler('upstream').component('FaultRule');

  it.each(accepted.map((rule) => [JSON.stringify(rule), rule] as const))('accepts %s, which the contract accepts too', (_, rule) => {
    expect(() => validateFaultRule(rule)).not.toThrow();
    expect(validate(rule), JSON.stringify(validate.errors)).toBe(true);
  });

  // The contract cannot tie an action to a route, nor order a range or say an id is not empty.
  const beyondTheContract = (name: string) => name === 'a latency range upside down' || name === 'an empty id' || name.startsWith('a later failure') || name.startsWith('a window refusal on');
  it.each(refusals.filter(([name]) => !beyondTheContract(name)))(
    'the contract refuses %s too',
    (_, rule) => {
      expect(validate(rule)).toBe(false);
    },
  );
});
