/**
 * Checks a fault rule when it is added, so a typo fails at once with the field and the value
 * received instead of silently never matching. Unknown fields are refused for the same reason.
 */
import { faultKinds, faultRoutes, httpFaultStatuses, type FaultAction, type FaultMatch, type FaultRule } from './rule.ts';

/** A rule that cannot be planned; `field` is its path in the rule (`action.ms`), empty for the rule itself. */
export class FaultRuleError extends Error {
  override readonly name = 'FaultRuleError';
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly received: unknown,
  ) {
    super(`${field === '' ? 'a fault rule' : `fault rule ${field}`} must be ${expected}, received ${describe(received)}`);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value) ?? String(value);
}

type Fields = Record<string, unknown>;

function object(field: string, value: unknown): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FaultRuleError(field, 'an object', value);
  return value as Fields;
}

function onlyKeys(field: string, value: Fields, allowed: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new FaultRuleError(field ? `${field}.${key}` : key, `absent (allowed: ${allowed.join(', ')})`, value[key]);
    }
  }
}

function integer(field: string, value: unknown, minimum: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < minimum) {
    throw new FaultRuleError(field, `an integer of at least ${minimum}`, value);
  }
  return value;
}

function optionalString(field: string, value: unknown): string | undefined {
  if (value !== undefined && (typeof value !== 'string' || value === '')) throw new FaultRuleError(field, 'a non-empty string', value);
  return value;
}

function oneOf<T>(field: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) throw new FaultRuleError(field, `one of ${allowed.join(', ')}`, value);
  return value as T;
}

function validateMatch(value: unknown): FaultMatch {
  if (value === undefined) return {};
  const match = object('match', value);
  onlyKeys('match', match, ['route', 'phoneNumberId', 'templateName', 'businessAccountId']);
  const route = match.route === undefined ? undefined : oneOf('match.route', match.route, faultRoutes);
  const out: FaultMatch = route ? { route } : {};
  for (const key of ['phoneNumberId', 'templateName', 'businessAccountId'] as const) {
    const given = optionalString(`match.${key}`, match[key]);
    if (given !== undefined) out[key] = given;
  }
  return out;
}

function withDetails(action: Fields, base: { code: number }) {
  const details = optionalString('action.details', action.details);
  return details === undefined ? base : { ...base, details };
}

function validateAction(value: unknown): FaultAction {
  const action = object('action', value);
  const kind = oneOf('action.kind', action.kind, faultKinds);
  switch (kind) {
    case 'latency': {
      if (action.ms !== undefined || (action.minMs === undefined && action.maxMs === undefined)) {
        onlyKeys('action', action, ['kind', 'ms']);
        return { kind, ms: integer('action.ms', action.ms, 0) };
      }
      onlyKeys('action', action, ['kind', 'minMs', 'maxMs']);
      const minMs = integer('action.minMs', action.minMs, 0);
      const maxMs = integer('action.maxMs', action.maxMs, minMs);
      return { kind, minMs, maxMs };
    }
    case 'platform-error':
    case 'later-failure':
      onlyKeys('action', action, ['kind', 'code', 'details']);
      return { kind, ...withDetails(action, { code: integer('action.code', action.code, 0) }) };
    case 'http-status':
      onlyKeys('action', action, ['kind', 'status']);
      return { kind, status: oneOf('action.status', action.status, httpFaultStatuses) };
    case 'reset':
    case 'hang':
    case 'malformed-body':
    case 'window-refusal-now':
      onlyKeys('action', action, ['kind']);
      return { kind };
  }
}

/** The rule, checked and copied; throws `FaultRuleError` naming the first bad field. */
export function validateFaultRule(value: unknown): FaultRule & { match: FaultMatch } {
  const rule = object('', value);
  onlyKeys('', rule, ['id', 'match', 'times', 'probability', 'action']);
  const id = optionalString('id', rule.id);
  const match = validateMatch(rule.match);
  const times = rule.times === undefined ? undefined : integer('times', rule.times, 1);
  const probability = rule.probability;
  if (probability !== undefined && (typeof probability !== 'number' || !(probability >= 0 && probability <= 1))) {
    throw new FaultRuleError('probability', 'a number from 0 to 1', probability);
  }
  const action = validateAction(rule.action);
  // The only answer a later failure can ride on is an accepted send.
  if ((action.kind === 'later-failure' || action.kind === 'window-refusal-now') && match.route !== undefined && match.route !== 'send') {
    throw new FaultRuleError('match.route', `send (or absent) for a ${action.kind}`, match.route);
  }
  return {
    ...(id === undefined ? {} : { id }),
    match,
    ...(times === undefined ? {} : { times }),
    ...(probability === undefined ? {} : { probability }),
    action,
  };
}
