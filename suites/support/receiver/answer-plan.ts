/**
 * How the suite's receiver answers the next delivery: cut a given number of connections without
 * an answer, hold a given number back until told, fail a given number of deliveries, fail all of
 * them, or answer late. Pure: the plan and one arrival in, the answer and the next plan out.
 */
export interface AnswerPlan {
  /** Deliveries whose connection is still to be cut, unanswered, before any other answer. */
  dropsLeft: number;
  /** Deliveries still to be held unanswered until released, then answered `steadyStatus`. */
  holdsLeft: number;
  /** Deliveries still to be failed with `failStatus` before answering `steadyStatus` again. */
  failuresLeft: number;
  failStatus: number;
  /** What every other delivery gets. */
  steadyStatus: number;
  /** Real milliseconds to wait before answering. */
  delayMs: number;
}

export const promptSuccess: AnswerPlan = { dropsLeft: 0, holdsLeft: 0, failuresLeft: 0, failStatus: 500, steadyStatus: 204, delayMs: 0 };

/** What is done with one arrival: answered `status` after `delayMs`, its connection cut, or held until released and then answered `status`. */
export type AnswerAction = 'answer' | 'drop' | 'hold';

export function nextAnswer(plan: AnswerPlan): { action: AnswerAction; status: number; delayMs: number; plan: AnswerPlan } {
  if (plan.dropsLeft > 0) return { action: 'drop', status: 0, delayMs: 0, plan: { ...plan, dropsLeft: plan.dropsLeft - 1 } };
  if (plan.holdsLeft > 0) return { action: 'hold', status: plan.steadyStatus, delayMs: 0, plan: { ...plan, holdsLeft: plan.holdsLeft - 1 } };
  if (plan.failuresLeft > 0) return { action: 'answer', status: plan.failStatus, delayMs: plan.delayMs, plan: { ...plan, failuresLeft: plan.failuresLeft - 1 } };
  return { action: 'answer', status: plan.steadyStatus, delayMs: plan.delayMs, plan };
}
