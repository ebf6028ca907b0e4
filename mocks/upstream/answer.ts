/**
 * What the mock decides to do with one request, before any socket is touched: a JSON answer (or a
 * file's bytes), optionally late or held until a test releases it (`heldUntil`,
 * faults/answer-gate.ts), or one of the transport faults a test asked for.
 */
export type Answer =
  /** `text`, when the maker already has it, is `JSON.stringify(body)`: the edge then sends it as it is. */
  | { kind: 'json'; status: number; body: unknown; text?: string; delayMs?: number; heldUntil?: Promise<void> }
  | { kind: 'empty'; status: number; delayMs?: number; heldUntil?: Promise<void> }
  /** A file as it is downloaded: its bytes under its own content type. */
  | { kind: 'bytes'; status: number; contentType: string; body: Buffer; delayMs?: number; heldUntil?: Promise<void> }
  | { kind: 'reset'; delayMs?: number; heldUntil?: Promise<void> }
  | { kind: 'hang' }
  | { kind: 'malformed-body'; status: number; delayMs?: number; heldUntil?: Promise<void> };

export const json = (status: number, body: unknown): Answer => ({ kind: 'json', status, body });
export const empty = (status = 204): Answer => ({ kind: 'empty', status });
