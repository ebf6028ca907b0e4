/**
 * The platform's refusals, rate limits and outages armed for the next sends, as fault rules of
 * the platform mock (`FaultRule` of contracts/upstream.openapi.json). The outages are the suite's
 * own (`suites/support/run/upstream-faults.ts`), so a test meets what the checks meet.
 */
import type { RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { outages, type FaultAction, type FaultRule } from '../../suites/support/run/upstream-faults.ts';
import { StackOptionError } from './kit-errors.ts';
import type { FaultScope, StackFaults, StackNumber } from './kit-types.ts';

/** The platform's codes for its two rate limits: throughput per number, and messages to one customer. */
const rateLimitCodes = { throughput: 130429, pair: 131056 } as const;

export function platformFaults(upstream: RunningHandsetMock, numbers: readonly StackNumber[]): StackFaults {
  const rule = (method: string, scope: FaultScope, action: FaultAction): FaultRule => {
    const times = scope.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new StackOptionError(`faults.${method}(times)`, `faults.${method}: times is how many sends it applies to, a whole number from 1 (got ${JSON.stringify(scope.times)})`);
    const number = scope.phoneNumberId;
    if (number !== undefined && !numbers.some((n) => n.phoneNumberId === number)) {
      throw new StackOptionError(`faults.${method}(phoneNumberId)`, `faults.${method}: the world has no number ${JSON.stringify(number)}; its numbers are ${numbers.map((n) => n.phoneNumberId).join(', ')}`);
    }
    return { match: { route: 'send', ...(number === undefined ? {} : { phoneNumberId: number }) }, times, action };
  };
  const code = (method: string, value: unknown): number => {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    throw new StackOptionError(`faults.${method}(code)`, `faults.${method}: code is the platform's error code, a positive integer such as 131026 (got ${JSON.stringify(value)})`);
  };
  const arm = async (planted: FaultRule) => {
    await upstream.control.addFault(planted);
  };
  return {
    async refuse(value, scope = {}) {
      await arm(rule('refuse', scope, { kind: 'platform-error', code: code('refuse', value), ...(scope.details === undefined ? {} : { details: scope.details }) }));
    },
    async rateLimit(scope = {}) {
      const kind = scope.kind ?? 'throughput';
      if (!(kind in rateLimitCodes)) throw new StackOptionError('faults.rateLimit(kind)', `faults.rateLimit: kind is throughput or pair (got ${JSON.stringify(kind)})`);
      await arm(rule('rateLimit', scope, { kind: 'platform-error', code: rateLimitCodes[kind] }));
    },
    async outage(scope = {}) {
      const kind = scope.kind ?? 'bare-503';
      const outage = outages[kind];
      if (!outage) throw new StackOptionError('faults.outage(kind)', `faults.outage: kind is one of ${Object.keys(outages).join(', ')} (got ${JSON.stringify(kind)})`);
      await arm(rule('outage', scope, outage.action));
    },
    async failLater(value, scope = {}) {
      await arm(rule('failLater', scope, { kind: 'later-failure', code: code('failLater', value), ...(scope.details === undefined ? {} : { details: scope.details }) }));
    },
    clear: () => upstream.control.clearFaults(),
  };
}
