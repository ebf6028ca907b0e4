/**
 * How the suite's receiver answers the next delivery: cut a given number of connections without
 * an answer, fail a given number of deliveries, fail all of them, or answer late. Pure: the plan and one arrival in, the answer and the next plan out.
 */
export interface AnswerPlan {
  /** Deliveries whose connection is still to be cut, unanswered, before any other answer. */
  dropsLeft: number;
  /** Deliveries still to be failed with `failStatus` before answering `steadyStatus` again. */
  failuresLeft: number;
  failStatus: number;
  /** What every other delivery gets. */
  steadyStatus: number;
  /** Real milliseconds to wait before answering. */
  delayMs: number;
}

export const promptSuccess: AnswerPlan = { dropsLeft: 0, failuresLeft: 0, failStatus: 500, steadyStatus: 204, delayMs: 0 };

/** The next answer; `drop` says the connection is cut instead, and `status` is then not sent. */
export function nextAnswer(plan: AnswerPlan): { drop: boolean; status: number; delayMs: number; plan: AnswerPlan } {
  if (plan.dropsLeft > 0) return { drop: true, status: 0, delayMs: 0, plan: { ...plan, dropsLeft: plan.dropsLeft - 1 } };
  if (plan.failuresLeft > 0) return { drop: false, status: plan.failStatus, delayMs: plan.delayMs, plan: { ...plan, failuresLeft: plan.failuresLeft - 1 } };
  return { drop: false, status: plan.steadyStatus, delayMs: plan.delayMs, plan };
}
