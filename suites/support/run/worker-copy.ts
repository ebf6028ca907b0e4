/**
 * Which running build this worker drives. A run against one build passes it in
 * `HARNESS_TARGET_URL`, `HARNESS_CONTROL_URL`, `HARNESS_CONTROL_TOKEN` and `HARNESS_UPSTREAM_PORT`;
 * a run against several copies of the same build (one per worker, so that the files run side by
 * side while each copy still serves one file at a time) adds the others in `HARNESS_TARGET_COPIES`,
 * and worker N (vitest's `VITEST_POOL_ID`, which no two running files share) takes copy N.
 */

export interface TargetCopy {
  baseUrl: string;
  controlUrl: string;
  controlToken: string;
  /** The copy was started pointing at the platform on this port: the run's upstream mock listens there. */
  upstreamPort?: number;
}

type Environment = Record<string, string | undefined>;

function isCopy(value: unknown): value is TargetCopy {
  const copy = value as Partial<TargetCopy> | null;
  return typeof copy?.baseUrl === 'string' && typeof copy.controlUrl === 'string' && typeof copy.controlToken === 'string' && (copy.upstreamPort === undefined || Number.isInteger(copy.upstreamPort));
}

/** The copies after the first, as `HARNESS_TARGET_COPIES` lists them. */
function laterCopies(env: Environment): TargetCopy[] {
  const raw = env.HARNESS_TARGET_COPIES;
  if (raw === undefined || raw === '') return [];
  const copies: unknown = JSON.parse(raw);
  if (!Array.isArray(copies) || !copies.every(isCopy)) throw new Error('HARNESS_TARGET_COPIES must be a JSON list of {baseUrl, controlUrl, controlToken, upstreamPort?}');
  return copies;
}

function firstCopy(env: Environment): TargetCopy | undefined {
  if (!env.HARNESS_TARGET_URL) return undefined;
  if (!env.HARNESS_CONTROL_URL || !env.HARNESS_CONTROL_TOKEN) throw new Error('HARNESS_TARGET_URL needs HARNESS_CONTROL_URL and HARNESS_CONTROL_TOKEN as well');
  const port = env.HARNESS_UPSTREAM_PORT;
  return {
    baseUrl: env.HARNESS_TARGET_URL,
    controlUrl: env.HARNESS_CONTROL_URL,
    controlToken: env.HARNESS_CONTROL_TOKEN,
    ...(port === undefined || port === '' ? {} : { upstreamPort: Number(port) }),
  };
}

/** This worker's build, or undefined when the run names none (the bundled reference in-process). */
export function workerCopy(env: Environment = process.env): TargetCopy | undefined {
  const first = firstCopy(env);
  if (!first) return undefined;
  const worker = Number(env.VITEST_POOL_ID ?? '1');
  if (!(worker > 1)) return first;
  const copies = laterCopies(env);
  // One copy for every worker: a run of one copy runs one file at a time, in worker 1.
  if (copies.length === 0) return first;
  const copy = copies[worker - 2];
  if (!copy) throw new Error(`worker ${worker} has no copy of the build: the run started ${copies.length + 1}`);
  return copy;
}
