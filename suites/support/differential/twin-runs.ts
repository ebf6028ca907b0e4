/**
 * The two runs of a differential check file: the target (whatever `useRun()` would check) and
 * the bundled reference in-process, each with its own platform mock, provisioned with the same
 * world. A step is performed on both at once; each side's answer and the traffic that reached its
 * platform are recorded as they were seen on the wire.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { templatesPath } from '../http/gateway-client.ts';
import { inProcessReference } from '../oracle/reference-target.ts';
import { startRun, type Run, type StartedRun } from '../run/harness-run.ts';
import { perCheckFile } from '../run/per-check-file.ts';
import type { RequestStep, Step, WalkStep } from './case-step.ts';
import { leewayAdmits } from './compare.ts';
import type { Observation, SideExchange } from './observation.ts';

export interface TwinRuns {
  target: Run;
  reference: Run;
  /** Puts both sides (gateway and platform mock) back to the start of `world`. */
  provision(world?: World): Promise<void>;
  /** A capability both sides offer. */
  offer(capability: string): boolean;
}

// Spaces sends on the platform's clock, so its throughput and pair rate limits never decide a verdict.
const paceSeconds = 6;
// A walk longer than this is reported unfinished rather than followed for ever.
const maxWalkPages = 150;

async function exchange(run: Run, step: Pick<RequestStep, 'invalid' | 'leeway'> & { request: RequestStep['request'] }): Promise<SideExchange> {
  const mark = run.upstream.mark();
  // A status the step's leeway accepts is the comparison's to judge, not the contract's (A17's 415).
  const response = await run.api.checked.request({ ...step.request, invalidRequest: step.invalid === true, statusesJudgedByCheck: (status) => leewayAdmits(step.leeway, status) });
  return { status: response.status, headers: response.headers, body: response.json, upstream: run.upstream.requestsSince(mark) };
}

async function walk(run: Run, step: WalkStep): Promise<Observation> {
  const pages: SideExchange[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxWalkPages; page++) {
    const query = new URLSearchParams();
    for (const [name, value] of step.query) query.append(name, value);
    if (cursor !== undefined) query.set('cursor', cursor);
    const seen = await exchange(run, { request: { method: 'GET', path: templatesPath(query), headers: step.headers }, invalid: step.invalid, leeway: step.leeway });
    pages.push(seen);
    const body = seen.body as { has_more?: unknown; next_cursor?: unknown } | undefined;
    // Section 4.2: read until has_more is false (A46 tolerates a last page that is empty).
    if (seen.status !== 200 || body?.has_more !== true || typeof body.next_cursor !== 'string') return { kind: 'walk', pages, unfinished: false };
    cursor = body.next_cursor;
  }
  return { kind: 'walk', pages, unfinished: true };
}

/** Performs one step on one side. */
export async function perform(run: Run, step: Step): Promise<Observation> {
  switch (step.kind) {
    case 'request':
      run.upstream.pace(paceSeconds);
      return { kind: 'request', exchange: await exchange(run, step) };
    case 'walk':
      return walk(run, step);
    case 'customer-writes':
      await run.upstream.customerWrites(step.phoneNumberId, step.customer, step.text);
      return { kind: 'action' };
    case 'advance':
      await run.advance(step.seconds);
      return { kind: 'action' };
  }
}

/** Starts both runs; when one side cannot start, the other is stopped and the first reason given. */
async function startBoth(): Promise<[StartedRun, StartedRun]> {
  // The reference's platform mock always takes a free port: a fixed one belongs to the target.
  const both = await Promise.allSettled([startRun(), startRun({ target: inProcessReference, upstreamPort: 0 })]);
  const [target, reference] = both;
  if (target.status === 'fulfilled' && reference.status === 'fulfilled') return [target.value, reference.value];
  await Promise.all(both.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
  throw both.find((s): s is PromiseRejectedResult => s.status === 'rejected')?.reason;
}

/** Declares the two runs of a check file: started before its first check, stopped after its last. */
export function useTwinRuns(): () => TwinRuns {
  const started = perCheckFile('the twin runs', startBoth, async (pair) => {
    await Promise.all(pair.map((s) => s.close()));
  });
  return () => {
    const [{ run: target }, { run: reference }] = started();
    return {
      target,
      reference,
      async provision(world) {
        await Promise.all([target.provision(world), reference.provision(world)]);
      },
      offer: (capability) => target.offers(capability) && reference.offers(capability),
    };
  };
}
