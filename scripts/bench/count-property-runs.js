// Preloaded into the conformance run's worker processes (`node --import`, through NODE_OPTIONS)
// by `suite-bench.ts`: a fast-check plugin that counts every run of every property (generated
// cases and shrink attempts alike) and writes the count of its process into
// $BENCH_PROPERTY_RUNS_DIR/<pid>.json, every half second while it runs and when it ends. Vitest
// ends its workers with SIGTERM, which skips exit handlers: the count is written then too, and
// the worker exits as it would have (vitest does the same for its own profiling flags). Plain
// JavaScript: the workers load it before any TypeScript loader is in place.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

const dir = process.env.BENCH_PROPERTY_RUNS_DIR;
if (dir) {
  let runs = 0;
  let written = -1;
  fc.installGlobalPlugin(() => ({
    decorateRun: (nested) => (value) => {
      runs += 1;
      return nested(value);
    },
  }));
  const write = () => {
    if (runs === written) return;
    written = runs;
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify({ pid: process.pid, runs }));
  };
  setInterval(write, 500).unref();
  process.on('exit', write);
  process.on('SIGTERM', () => {
    write();
    process.exit();
  });
}
