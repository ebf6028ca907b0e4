/**
 * How the suite's receiver answers the next delivery: fail a given number of deliveries, fail
 * all of them, or answer late. Pure: the plan and one arrival in, the answer and the next plan out.
 */
export interface AnswerPlan {
  /** Deliveries still to be failed with `failStatus` before answering `steadyStatus` again. */
  failuresLeft: number;
  failStatus: number;
  /** What every other delivery gets. */
  steadyStatus: number;
  /** Real milliseconds to wait before answering. */
  delayMs: number;
}

export const promptSuccess: AnswerPlan = { failuresLeft: 0, failStatus: 500, steadyStatus: 204, delayMs: 0 };

export function nextAnswer(plan: AnswerPlan): { status: number; delayMs: number; plan: AnswerPlan } {
  if (plan.failuresLeft > 0) return { status: plan.failStatus, delayMs: plan.delayMs, plan: { ...plan, failuresLeft: plan.failuresLeft - 1 } };
  return { status: plan.steadyStatus, delayMs: plan.delayMs, plan };
}
