/**
 * One call to the platform on the wire: kept-alive connections, a pool per origin, the answer's
 * status and JSON, and a deadline over the whole call. What is asked and what the answer means
 * are `platform-client.ts`'s.
 */
import { Pool, type Dispatcher } from 'undici';

export interface CallInit {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface PlatformAnswer {
  status: number;
  body: unknown;
}

/** A call that ended at its deadline, without the platform's answer. */
export class PlatformTimeout extends Error {
  constructor() {
    super('the platform did not answer in time');
  }
}

/** A platform answer's JSON, or undefined when it has none or it does not parse. */
function jsonOf(text: string): unknown {
  try {
    return text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface Target {
  origin: string;
  /** Path and query, as written on the request line. */
  path: string;
}

// A send's URL is the same for every send of a number: parsing it again each time showed in
// profiles of the send path. Bounded, since listing URLs carry a query of their own.
const targets = new Map<string, Target>();

function targetOf(url: string): Target {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url);
    target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    if (targets.size >= 1_000) targets.clear();
    targets.set(url, target);
  }
  return target;
}

// Kept-alive connections to the platform, a pool per origin. undici's dispatcher rather than
// `node:http` or `fetch`: a `ClientRequest` per call (its option checks, agent bookkeeping and
// response stream) cost the send path about as much as all of the gateway's rules, and fetch's
// streams and abort signals more (see scripts/bench/README.md). Its own time limits are off: the
// deadline below covers the whole call. Bounded, since every test platform has its own port.
const pools = new Map<string, Pool>();
const maxPools = 64;

function poolOf(origin: string): Pool {
  let pool = pools.get(origin);
  if (pool === undefined) {
    if (pools.size >= maxPools) {
      const [oldest] = pools;
      if (oldest !== undefined) {
        pools.delete(oldest[0]);
        void oldest[1].close().catch(() => undefined);
      }
    }
    pool = new Pool(origin, { headersTimeout: 0, bodyTimeout: 0 });
    pools.set(origin, pool);
  }
  return pool;
}

// The calls made during one turn of the event loop leave together at its end: the dispatcher
// writes a call on a kept-alive connection only when the loop reaches its check phase (letting
// the connection first report a close the platform sent while it was idle), so the calls of a
// turn go out back to back there. Under load the platform has gone back to sleep between two
// calls, and on loopback the kernel wakes it inside the gateway's own write: written one by one as
// each send reached its call, those wake-ups were a quarter of the reference's CPU per send;
// written back to back, the platform wakes once for them.
/** One call to the platform at `url`: its status and JSON, or a rejection (unreachable, reset, past `timeoutMs`). */
export function requestPlatform(url: string, init: CallInit, timeoutMs: number): Promise<PlatformAnswer> {
  return new Promise((resolve, reject) => start(url, init, timeoutMs, resolve, reject));
}

/**
 * The calls made in one turn share one deadline timer, set at the end of the turn, where they
 * leave: it ends every call of them still open when it fires, as a timer per call set then would
 * have at the same moment, for one timer's cost rather than one per call.
 */
interface DeadlineGroup {
  timeoutMs: number;
  open: Set<PlatformCall>;
  timer?: NodeJS.Timeout;
}

let currentGroup: DeadlineGroup | undefined;

function expire(group: DeadlineGroup): void {
  for (const open of group.open) open.fail(new PlatformTimeout());
  group.open.clear();
}

/** The deadline group of this turn for `timeoutMs`; a new one once the turn is over. */
function groupFor(timeoutMs: number): DeadlineGroup {
  if (currentGroup !== undefined && currentGroup.timeoutMs === timeoutMs) return currentGroup;
  const group: DeadlineGroup = { timeoutMs, open: new Set() };
  currentGroup = group;
  setImmediate(() => {
    if (currentGroup === group) currentGroup = undefined;
    if (group.open.size > 0) group.timer = setTimeout(() => expire(group), timeoutMs);
  });
  return group;
}

/**
 * One call on the wire, as the dispatcher reports it: the answer's bytes, decoded once at the end
 * (a platform answer is one chunk). A class rather than closures: its methods are made once, not
 * per call. The first of answer, failure and deadline decides; what comes after is ignored.
 */
class PlatformCall implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private status = 0;
  private chunks: Buffer[] = [];
  private done = false;
  private failure: Error | undefined;

  constructor(
    private readonly group: DeadlineGroup,
    private readonly resolve: (answer: PlatformAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    // Failed before it reached the wire (its deadline passed first): it is stopped there.
    if (this.failure !== undefined) controller.abort(this.failure);
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number): void {
    // An informational answer (1xx) comes before the final one and says nothing of the send.
    if (statusCode >= 200) this.status = statusCode;
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    if (!this.end()) return;
    const { chunks } = this;
    const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
    this.resolve({ status: this.status, body: jsonOf(bytes.toString('utf8')) });
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.end()) this.reject(error);
  }

  /** Ends the call with `error` (its deadline passed), stopping it on the wire if it is there. */
  fail(error: Error): void {
    if (!this.end()) return;
    this.failure = error;
    this.controller?.abort(error);
    this.reject(error);
  }

  private end(): boolean {
    if (this.done) return false;
    this.done = true;
    const { group } = this;
    // A group whose turn is still on has no timer yet; the end of the turn sets none for an empty group.
    if (group.open.delete(this) && group.open.size === 0 && group.timer !== undefined) clearTimeout(group.timer);
    return true;
  }
}

function start(url: string, init: CallInit, timeoutMs: number, resolve: (answer: PlatformAnswer) => void, reject: (error: Error) => void): void {
  const { origin, path } = targetOf(url);
  const group = groupFor(timeoutMs);
  const handler = new PlatformCall(group, resolve, reject);
  group.open.add(handler);
  // A call the dispatcher refuses outright (a header it cannot send) fails this call alone.
  try {
    poolOf(origin).dispatch({ origin, path, method: init.method ?? 'GET', headers: init.headers, body: init.body ?? null }, handler);
  } catch (error) {
    handler.fail(error as Error);
  }
}
