/** Answers of the control plane: JSON or empty, and its own error body (harness-control contract). */
import type { FieldProblem } from '../errors/gateway-error.ts';

export interface ControlAnswer {
  status: number;
  body?: unknown;
}

export function controlError(status: number, error: string, message: string, detail?: FieldProblem[]): ControlAnswer {
  return { status, body: { error, message, ...(detail ? { detail } : {}) } };
}

/** A missing or wrong control token, however the request reached the control plane. */
export const controlUnauthorized: ControlAnswer = controlError(401, 'control_unauthorized', 'the control token is missing or wrong');
