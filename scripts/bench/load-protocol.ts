/** What the bench and its load-generator child say to each other over IPC. */
import type autocannon from 'autocannon';

export interface LoadJob {
  /** `scheme://host:port` of the server under test. */
  url: string;
  method: NonNullable<autocannon.Options['method']>;
  path: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationSec: number;
  /** Seconds of load before the measured run; not counted. */
  warmupSec: number;
  /**
   * Replace `[<id>]` in the path, headers and body with an id unique to each request (autocannon's
   * `idReplacement`): a fresh Idempotency-Key per send.
   */
  uniqueIds?: boolean;
}

export interface LoadFigures {
  /** Completed requests over the measured run's length. */
  requestsPerSec: number;
  responses: number;
  /** Latency percentiles over every response of the measured run, in ms. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Bytes read per response, headers included: the servers should be putting the same bytes on the wire. */
  bytesPerResponse: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  durationSec: number;
}

/** `measuring` comes when the warm-up is over, so the bench can read the server's CPU time from there. */
export type WorkerMessage = { measuring: true } | { ok: true; figures: LoadFigures } | { ok: false; reason: string };
