/**
 * A gateway under test, as the suite sees it: a way to reach its public API and a way to reach
 * its control plane. Nothing else about the build is visible to a check.
 */
import type { Transport } from '../../../contracts/exchange/http-exchange.ts';

export type TargetMode = 'in-process' | 'url';

export interface Target {
  readonly mode: TargetMode;
  /** Human-readable: what is being tested (shown in reports). */
  readonly label: string;
  /** The public API (`/api/v2/...`). */
  readonly api: Transport;
  /** The control plane of `harness-control.openapi.json`. */
  readonly control: Transport;
  /** Bearer token for the control plane (never printed). */
  readonly controlToken: string;
  /**
   * The URL the public API's paths are relative to, when the target listens on a socket: checks
   * that must write bytes no HTTP client library sends (a repeated header, broken framing) go there.
   */
  readonly apiUrl?: string;
  close(): Promise<void>;
}
