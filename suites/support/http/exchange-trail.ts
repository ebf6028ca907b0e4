/**
 * The HTTP calls of the check now running, so a failure can be reported with the request that
 * reproduces it. Checked clients add every call; the setup file starts a trail per check and
 * hands a failed check's trail to its vitest task. Property runs are marked: after shrinking,
 * the last run that failed is the counter-example, and its calls are kept apart from the calls
 * of the (passing) shrink attempts that followed it.
 *
 * A call is kept as a function that makes its report form, so the redaction work is only done
 * for the few calls of a check that failed.
 *
 * The state lives on `globalThis`: fast-check is loaded once per worker, while the suite's own
 * modules may be loaded again per file; both sides must see the same trail.
 */
import type { RecordedCall } from './recorded-call.ts';

export interface ExchangeTrail {
  /** The last calls of the check, oldest first. */
  calls: RecordedCall[];
  /** The calls of the last property run that failed (the shrunk counter-example), when there was one. */
  failingRun?: RecordedCall[];
  /**
   * The first call that went wrong on the target's side (no answer, or a 5xx but 502, which a
   * platform refusal is): of the failing property run when it made one, else of the check.
   * Kept whatever the number of calls after it, since it is the likeliest cause of the failure.
   */
  trouble?: RecordedCall;
  /** How many calls the check made in all. */
  total: number;
}

declare module 'vitest' {
  interface TaskMeta {
    /** Set on a failed check: its last HTTP calls, secrets replaced (see recorded-call.ts). */
    exchanges?: ExchangeTrail;
    /** Set on a failed check: requests the platform mock refused as unserved paths during it (`METHOD path`). */
    refusedUpstream?: string[];
  }
}

const kept = 6;

type PendingCall = () => RecordedCall;

interface TrailState {
  calls: PendingCall[];
  total: number;
  trouble: PendingCall | undefined;
  /** Calls of the property run in progress; undefined outside a run. */
  run: PendingCall[] | undefined;
  runTrouble: PendingCall | undefined;
  failingRun: PendingCall[] | undefined;
  failingTrouble: PendingCall | undefined;
}

const stateKey = Symbol.for('gateway-harness.exchange-trail');
type Holder = { [stateKey]?: TrailState };

function fresh(): TrailState {
  return { calls: [], total: 0, trouble: undefined, run: undefined, runTrouble: undefined, failingRun: undefined, failingTrouble: undefined };
}

function state(): TrailState {
  const holder = globalThis as Holder;
  holder[stateKey] ??= fresh();
  return holder[stateKey];
}

function keepLast(list: PendingCall[], call: PendingCall): void {
  list.push(call);
  if (list.length > kept) list.splice(0, list.length - kept);
}

/** A check starts: forget the calls of the previous one. */
export function startTrail(): void {
  (globalThis as Holder)[stateKey] = fresh();
}

/** Whether an answer (or its absence) is trouble on the target's side: see `ExchangeTrail.trouble`. */
export function isTrouble(status: number | undefined): boolean {
  return status === undefined || (status >= 500 && status !== 502);
}

/** Adds a call; `trouble` says it went wrong on the target's side (`isTrouble` of its answer's status). */
export function recordCall(call: PendingCall, trouble = false): void {
  const current = state();
  current.total += 1;
  keepLast(current.calls, call);
  if (current.run) keepLast(current.run, call);
  if (!trouble) return;
  current.trouble ??= call;
  if (current.run) current.runTrouble ??= call;
}

/** How many calls the check has made so far (cheap: nothing is redacted). */
export function callsMade(): number {
  return state().total;
}

/** A property run starts (called by the fast-check plugin, once per run of the predicate). */
export function startPropertyRun(): void {
  const current = state();
  current.run = [];
  current.runTrouble = undefined;
}

/** A property run ended; a failed run replaces the previous failed one. */
export function endPropertyRun(failed: boolean): void {
  const current = state();
  if (failed && current.run) {
    current.failingRun = current.run;
    current.failingTrouble = current.runTrouble;
  }
  current.run = undefined;
  current.runTrouble = undefined;
}

/** The trail of the check so far. */
export function currentTrail(): ExchangeTrail {
  const current = state();
  const made = (list: PendingCall[]) => list.map((call) => call());
  const trouble = current.failingRun ? current.failingTrouble : current.trouble;
  return { calls: made(current.calls), total: current.total, ...(current.failingRun ? { failingRun: made(current.failingRun) } : {}), ...(trouble ? { trouble: trouble() } : {}) };
}
