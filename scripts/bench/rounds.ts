/**
 * Side by side under load: servers take turns, round after round, at each connection count, so
 * the runs a ratio compares are close together in time and a burst of other work on the machine
 * hits one round of every server rather than every round of one. One load-generator child
 * (`load.ts`) runs the series; the serving process's CPU time is read from `/proc` around the
 * measured part of each run.
 */
import { loadRunner, type LoadJob } from './load.ts';
import { cpuMsOfPid, rssOfPid } from './processes.ts';
import type { Measurement } from './report.ts';

/** One server in a side-by-side run and the request it is sent. */
export interface Contestant {
  name: string;
  url: string;
  /** The process whose CPU time and memory are read; for a chain of processes, the front one. */
  pid: number | undefined;
  /** Further processes doing part of the work (a relay's backend, a gateway's platform mock). */
  chainPids?: (number | undefined)[];
  request: Omit<LoadJob, 'url' | 'connections' | 'durationSec' | 'warmupSec'>;
}

export interface RoundPlan {
  connections: readonly number[];
  rounds: number;
  durationSec: number;
  warmupSec: number;
}

const cpuOf = (pids: readonly (number | undefined)[]): number | undefined => {
  let total = 0;
  for (const pid of pids) {
    const ms = cpuMsOfPid(pid);
    if (ms === undefined) return undefined;
    total += ms;
  }
  return total;
};

/** Every contestant at every connection count, `rounds` times, interleaved; one measurement per run. */
export async function runRounds(contestants: readonly Contestant[], plan: RoundPlan, log: (line: string) => void): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const load = loadRunner();
  try {
    await series(contestants, plan, log, load, measurements);
  } finally {
    await load.close();
  }
  return measurements;
}

async function series(contestants: readonly Contestant[], plan: RoundPlan, log: (line: string) => void, load: ReturnType<typeof loadRunner>, measurements: Measurement[]): Promise<void> {
  for (const connections of plan.connections) {
    for (let round = 1; round <= plan.rounds; round += 1) {
      for (const contestant of contestants) {
        // CPU of the whole chain: a relay's or a gateway's cost includes the server behind it.
        const pids = [contestant.pid, ...(contestant.chainPids ?? [])];
        let cpuAtStart: number | undefined;
        // Warmed up in the first round only: by the next, the server's code is hot.
        const warmupSec = round === 1 ? plan.warmupSec : 0;
        const figures = await load.run(
          { url: contestant.url, ...contestant.request, connections, durationSec: plan.durationSec, warmupSec },
          () => (cpuAtStart = cpuOf(pids)),
        );
        const cpuAtEnd = cpuOf(pids);
        const cpuMs = cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : cpuAtEnd - cpuAtStart;
        measurements.push({ server: contestant.name, connections, round, figures, rssBytes: rssOfPid(contestant.pid), cpuMs });
        log(`${contestant.name} x${connections} round ${round}: ${figures.requestsPerSec.toFixed(0)} req/s, ${figures.non2xx} non-2xx, ${figures.errors} errors`);
      }
    }
  }
}
