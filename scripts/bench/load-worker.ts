/**
 * The load generator, run as a child of the bench so that it never shares an event loop or a
 * heap with a server under test. It takes jobs over IPC, one at a time: for each, an uncounted
 * warm-up and then the measured run with autocannon (keep-alive connections), and sends back the
 * figures. It ends when the bench disconnects.
 */
import autocannon from 'autocannon';
import type { LoadJob, LoadFigures, WorkerMessage } from './load-protocol.ts';

interface Run {
  result: autocannon.Result;
  /** Every response's latency in ms, unrounded (autocannon's own histogram keeps whole ms). */
  latencies: Float64Array;
}

function run(job: LoadJob, durationSec: number): Promise<Run> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${job.url}${job.path}`,
        method: job.method,
        headers: job.headers,
        body: job.body,
        connections: job.connections,
        pipelining: 1,
        duration: durationSec,
        timeout: 10,
        idReplacement: job.uniqueIds === true,
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ result, latencies: latencies.subarray(0, count) });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count] = responseTimeMs;
      count += 1;
    });
  });
}

/** The value below which `fraction` of the sorted samples lie (nearest rank). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function measure(job: LoadJob): Promise<LoadFigures> {
  if (job.warmupSec > 0) await run(job, job.warmupSec);
  process.send?.({ measuring: true } satisfies WorkerMessage);
  const { result, latencies } = await run(job, job.durationSec);
  const sorted = latencies.slice().sort();
  const responses = result['2xx'] + result.non2xx;
  return {
    // Over the run's own length: autocannon's per-second samples leave out a last part-second.
    requestsPerSec: result.duration > 0 ? responses / result.duration : 0,
    responses,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSec: result.duration,
  };
}

process.on('message', (job: LoadJob) => {
  measure(job).then(
    (figures) => process.send?.({ ok: true, figures } satisfies WorkerMessage),
    (error: unknown) => process.send?.({ ok: false, reason: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage),
  );
});
process.once('disconnect', () => process.exit(0));
