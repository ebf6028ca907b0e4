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
}

export interface LoadFigures {
  /** Mean of autocannon's per-second samples of completed requests. */
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
