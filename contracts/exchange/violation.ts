/**
 * A difference between an HTTP exchange and the contract, described so a reader can act on it
 * without opening the contract: which operation, which status, where (a JSON pointer), and what
 * the contract expects against what was seen.
 */
export interface ContractViolation {
  contract: string;
  operation: string;
  method: string;
  path: string;
  status?: number;
  /** `request body`, `response body`, `response header Idempotency-Replayed`, `query parameter limit`, ... */
  part: string;
  /** JSON pointer inside that part ('' for the whole part). */
  pointer: string;
  expected: string;
  got: string;
}

export function formatViolation(v: ContractViolation): string {
  const status = v.status === undefined ? '' : ` -> ${v.status}`;
  const at = v.pointer === '' ? v.part : `${v.part} ${v.pointer}`;
  return `${v.operation} (${v.method} ${v.path}${status}): ${at}\n    expected: ${v.expected}\n    got:      ${v.got}`;
}

export class ContractViolationError extends Error {
  readonly violations: ContractViolation[];
  constructor(violations: ContractViolation[]) {
    const first = violations[0];
    const head = first
      ? `${first.contract} contract violated by ${first.operation} (${violations.length} problem${violations.length === 1 ? '' : 's'})`
      : 'contract violated';
    super(`${head}\n  ${violations.map(formatViolation).join('\n  ')}`);
    this.name = 'ContractViolationError';
    this.violations = violations;
  }
}

/** A short, bounded rendering of a JSON value for messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'absent';
  const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
