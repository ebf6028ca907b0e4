/**
 * Gates that hold the platform's answer to one request until the code that planted the gate lets
 * it go. A latency says how long an answer waits; a gate says until what: a test holds the answer
 * to a gateway's first send, does what it has to while that send is certainly still waiting on
 * the platform, then releases it. The request itself is handled (and journaled) when it arrives;
 * only its answer waits. Gates live in the process that runs the mock: they are planted through
 * the library (`UpstreamMock.holdNext`), not the control API, since a held answer must be released
 * by the same code that waits on it.
 */
import { matches, type FaultMatch, type FaultRequest } from './rule.ts';

export interface AnswerGate {
  /** Resolves once a request the gate matches has arrived; its answer is held from then on. */
  readonly reached: Promise<void>;
  /** Lets the held answer go; before a request arrived, the gate is withdrawn and holds nothing. */
  release(): void;
}

export interface AnswerGates {
  /** A gate for the next request that `match` takes (one request only). */
  hold(match: FaultMatch): AnswerGate;
  /** What the answer to `request` waits for, when a gate takes it. */
  take(request: FaultRequest): Promise<void> | undefined;
  /** Releases every gate, held or waiting: on reset, when faults are cleared, when the mock stops. */
  releaseAll(): void;
  /** Gates not yet released. */
  readonly size: number;
}

interface Gate {
  match: FaultMatch;
  taken: boolean;
  arrive(): void;
  open(): void;
  opened: Promise<void>;
}

export function createAnswerGates(): AnswerGates {
  let gates: Gate[] = [];
  const drop = (gate: Gate) => {
    gates = gates.filter((g) => g !== gate);
  };
  return {
    hold(match) {
      let arrive = () => {};
      let open = () => {};
      const reached = new Promise<void>((resolve) => (arrive = resolve));
      const opened = new Promise<void>((resolve) => (open = resolve));
      const gate: Gate = { match, taken: false, arrive, open, opened };
      gates.push(gate);
      return {
        reached,
        release() {
          drop(gate);
          gate.open();
        },
      };
    },
    take(request) {
      const gate = gates.find((g) => !g.taken && matches(g.match, request));
      if (!gate) return undefined;
      gate.taken = true;
      gate.arrive();
      return gate.opened;
    },
    releaseAll() {
      const all = gates;
      gates = [];
      for (const gate of all) gate.open();
    },
    get size() {
      return gates.length;
    },
  };
}
