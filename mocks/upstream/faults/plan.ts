/**
 * The faults in force and the decision, per request, of which apply. Rules are checked in the
 * order they were added; every matching rule that still has uses left and wins its draw
 * contributes its action, so a latency and an error can combine. Chance comes only from the
 * plan's seeded generator: the same seed and the same requests give the same decisions.
 */
import type { DecidedFault, FaultAction, FaultRequest, FaultRule, PlannedFault } from './rule.ts';
import { matches } from './rule.ts';
import { seededRandom, type SeededRandom } from './random.ts';
import { FaultRuleError, validateFaultRule } from './validate-rule.ts';

export interface FaultPlan {
  /** Checks the rule (throws `FaultRuleError`) and returns its id. */
  add(rule: FaultRule): string;
  /** Whether a rule with that id was there. */
  remove(id: string): boolean;
  /** Removes every rule and restarts the generator and the ids, as at creation. */
  clear(): void;
  /** The rules in the order they apply, as added (spent rules stay listed). */
  list(): PlannedFault[];
  /** How many rules are in force: with none, a request has nothing to decide. */
  readonly size: number;
  /** How many times the rule has applied so far. */
  applied(id: string): number;
  /** The actions for one request, in rule order; counts each against its rule's `times`. */
  decide(request: FaultRequest): DecidedFault[];
}

interface Slot {
  rule: PlannedFault;
  applied: number;
}

function settle(action: FaultAction, random: SeededRandom): DecidedFault {
  if ('minMs' in action) return { kind: 'latency', ms: random.int(action.minMs, action.maxMs) };
  return { ...action };
}

/** An empty plan whose chances are drawn from `seed`. */
export function createFaultPlan(options: { seed: number }): FaultPlan {
  let random = seededRandom(options.seed);
  let slots: Slot[] = [];
  let counter = 0;

  const wins = (probability: number | undefined): boolean => {
    // Certain and impossible rules draw nothing, so adding one does not shift other rules' luck.
    if (probability === undefined || probability >= 1) return true;
    if (probability <= 0) return false;
    return random.float() < probability;
  };

  return {
    add(input) {
      const checked = validateFaultRule(input);
      if (checked.id !== undefined && slots.some((s) => s.rule.id === checked.id)) {
        throw new FaultRuleError('id', 'unique among the rules in force', checked.id);
      }
      let id = checked.id;
      while (id === undefined || slots.some((s) => s.rule.id === id)) id = `fault-${++counter}`;
      slots.push({ rule: { ...checked, id }, applied: 0 });
      return id;
    },
    remove(id) {
      const before = slots.length;
      slots = slots.filter((s) => s.rule.id !== id);
      return slots.length < before;
    },
    clear() {
      slots = [];
      counter = 0;
      random = seededRandom(options.seed);
    },
    get size() {
      return slots.length;
    },
    list() {
      return slots.map((s) => structuredClone(s.rule));
    },
    applied(id) {
      return slots.find((s) => s.rule.id === id)?.applied ?? 0;
    },
    decide(request) {
      const actions: DecidedFault[] = [];
      for (const slot of slots) {
        const { rule } = slot;
        if (!matches(rule.match, request)) continue;
        if (rule.times !== undefined && slot.applied >= rule.times) continue;
        if (!wins(rule.probability)) continue;
        slot.applied += 1;
        actions.push(settle(rule.action, random));
      }
      return actions;
    },
  };
}
