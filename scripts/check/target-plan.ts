/**
 * Which build `check` reaches, and how, as the options chose it: worked out (and refused when the
 * options cannot mean anything) before anything heavy loads, so a mistake is told at once.
 */
import type { RemoteTarget } from './run-suite.ts';

export type TargetPlan =
  | { mode: 'in-process' }
  | { mode: 'command'; command: string; controlPath: string; startupTimeoutMs: number; copies: number }
  | { mode: 'image'; image: string; controlPath: string; startupTimeoutMs: number }
  | ({ mode: 'url' } & RemoteTarget);
