/**
 * What a soak comes to: requests sent and answered (by status), events emitted and received, and
 * the problems found. Pure: the counts in, the report out, so the judgement can be read and
 * tested apart from the run. A problem is anything section 7, 3.3 or 6 rules out: a request left
 * without an answer or answered slower than the bound, an answer section 7 does not give a send,
 * a failed send's key not released, an event never delivered, a delivery id that changed body.
 */
import type { LoadResult, SendOutcome } from './soak-load.ts';

export interface SoakCounts {
  seconds: number;
  load: LoadResult;
  /** Events the gateway emitted for the subscription, by name. */
  emitted: Record<string, number>;
  /** Events the subscriber took with a 2xx, by name (distinct delivery ids). */
  received: Record<string, number>;
  deliveryAttempts: number;
  bodyMismatches: string[];
  unfinishedDeliveries: number;
  subscriptionDisabled: boolean;
  /** Longest answer allowed: the gateway's platform time limit and a margin. */
  answerBoundMs: number;
}

export interface SoakReport {
  seconds: number;
  requests: { sent: number; answered: number; byStatus: Record<string, number>; slowestMs: number; retried: number; retriesSucceeded: number };
  customerWrites: number;
  events: { emitted: number; received: number; lost: number; byName: Record<string, { emitted: number; received: number }> };
  deliveryAttempts: number;
  problems: string[];
}

/** Section 7's answers to a send, with decision A57 for outages. */
const allowed = new Set(['200:', '429:rate_limited', '502:send_failed', '500:internal_error']);
const key = (o: SendOutcome) => `${o.status}:${o.code ?? ''}`;

export function soakReport(counts: SoakCounts): SoakReport {
  const all = [...counts.load.first, ...counts.load.retries];
  const byStatus: Record<string, number> = {};
  for (const outcome of all) byStatus[outcome.transportError ? 'no answer' : String(outcome.status)] = (byStatus[outcome.transportError ? 'no answer' : String(outcome.status)] ?? 0) + 1;
  const problems: string[] = [];
  const unanswered = all.filter((o) => o.transportError !== undefined);
  if (unanswered.length > 0) problems.push(`${unanswered.length} request(s) got no answer: ${unanswered[0]?.transportError ?? ''}`);
  const odd = all.filter((o) => o.transportError === undefined && !allowed.has(key(o)));
  if (odd.length > 0) problems.push(`${odd.length} answer(s) section 7 does not give a send: ${[...new Set(odd.map(key))].join(', ')}`);
  const slowestMs = Math.max(0, ...all.map((o) => o.ms));
  if (slowestMs > counts.answerBoundMs) problems.push(`the slowest answer took ${Math.round(slowestMs)} ms, over ${counts.answerBoundMs} ms`);
  const replayedAfterFailure = counts.load.retries.filter((o) => o.replayed).length;
  if (replayedAfterFailure > 0) problems.push(`${replayedAfterFailure} retry(ies) of a failed send were replays: the key was not released`);
  const names = [...new Set([...Object.keys(counts.emitted), ...Object.keys(counts.received)])].sort();
  const byName = Object.fromEntries(names.map((name) => [name, { emitted: counts.emitted[name] ?? 0, received: counts.received[name] ?? 0 }]));
  const emitted = Object.values(counts.emitted).reduce((a, b) => a + b, 0);
  const received = Object.values(counts.received).reduce((a, b) => a + b, 0);
  for (const [name, { emitted: e, received: r }] of Object.entries(byName)) {
    if (r < e) problems.push(`${e - r} ${name} event(s) lost (${e} emitted, ${r} received)`);
    if (r > e) problems.push(`${r - e} ${name} event(s) received under more than one delivery id`);
  }
  if (counts.bodyMismatches.length > 0) problems.push(`${counts.bodyMismatches.length} delivery id(s) came with different bodies`);
  if (counts.unfinishedDeliveries > 0) problems.push(`${counts.unfinishedDeliveries} delivery(ies) still unfinished at the end`);
  if (counts.subscriptionDisabled) problems.push('the subscription was switched off');
  if (counts.load.customerWriteErrors > 0) problems.push(`${counts.load.customerWriteErrors} customer write(s) failed on the platform mock`);
  return {
    seconds: counts.seconds,
    requests: { sent: all.length, answered: all.length - unanswered.length, byStatus, slowestMs: Math.round(slowestMs), retried: counts.load.retries.length, retriesSucceeded: counts.load.retries.filter((o) => o.status === 200).length },
    customerWrites: counts.load.customerWrites,
    events: { emitted, received, lost: Math.max(0, emitted - received), byName },
    deliveryAttempts: counts.deliveryAttempts,
    problems,
  };
}

export function formatSoakReport(report: SoakReport): string {
  const statuses = Object.entries(report.requests.byStatus)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
  const events = Object.entries(report.events.byName)
    .map(([name, c]) => `${name} ${c.received}/${c.emitted}`)
    .join(', ');
  return [
    `soak: ${report.seconds} s of load`,
    `  requests sent ${report.requests.sent}, answered ${report.requests.answered} (${statuses}); slowest ${report.requests.slowestMs} ms; ${report.requests.retried} failed send(s) retried with their key, ${report.requests.retriesSucceeded} went through`,
    `  customer writes ${report.customerWrites}`,
    `  events emitted ${report.events.emitted}, received ${report.events.received}, lost ${report.events.lost} (${events}); ${report.deliveryAttempts} delivery attempts`,
    report.problems.length === 0 ? '  nothing lost, every request answered' : report.problems.map((p) => `  PROBLEM: ${p}`).join('\n'),
  ].join('\n');
}
