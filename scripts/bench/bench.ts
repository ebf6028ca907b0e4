/**
 * `gateway-harness bench`: every section the settings name, one after the other (never two at
 * once: they would share the two cores), each figure beside its baseline from the same run.
 * Returns the document the command prints and writes; every process a section starts is
 * stopped before the section returns.
 */
import { cpus, totalmem } from 'node:os';
import type { BenchSettings, Section } from './bench-options.ts';
import { runDeliveryBench } from './delivery-bench.ts';
import { benchDocument, summariseLoad, type BenchDocument, type Figure } from './figures.ts';
import { runGatewayBench } from './gateway-bench.ts';
import { runMemoryBench } from './memory-bench.ts';
import { loadAverage } from './report.ts';
import { deliveryFigures, gatewayFigures, memoryFigures, suiteFigures, upFigures, upstreamFigures } from './section-figures.ts';
import { runSuiteBench } from './suite-bench.ts';
import { runUpBench } from './up-bench.ts';
import { runUpstreamBench } from './upstream-bench.ts';

async function runSection(section: Section, settings: BenchSettings, log: (line: string) => void): Promise<{ report: unknown; figures: Figure[] }> {
  const plan = { connections: settings.connections, rounds: settings.rounds, durationSec: settings.durationSec, warmupSec: settings.warmupSec };
  switch (section) {
    case 'upstream': {
      const report = await runUpstreamBench({ ...plan, servers: settings.servers }, log);
      return { report, figures: upstreamFigures(report) };
    }
    case 'gateway': {
      const report = await runGatewayBench({ ...plan, connections: settings.sendConnections, pageConnections: settings.pageConnections }, log);
      return { report, figures: gatewayFigures(report) };
    }
    case 'deliveries': {
      const report = await runDeliveryBench({ seconds: Math.max(2, settings.durationSec), window: settings.deliveryWindow }, log);
      return { report, figures: deliveryFigures(report) };
    }
    case 'suite': {
      const report = await runSuiteBench({ ...(settings.area === undefined ? {} : { area: settings.area }), oneCheck: settings.oneCheck, manyRuns: settings.manyRuns, targets: ['in-process', 'loopback'] }, log);
      return { report, figures: suiteFigures(report) };
    }
    case 'memory': {
      const report = await runMemoryBench({ entries: settings.entries }, log);
      return { report, figures: memoryFigures(report) };
    }
    case 'up': {
      const report = await runUpBench({ tries: settings.upTries }, log);
      return { report, figures: upFigures(report) };
    }
  }
}

export async function runBench(settings: BenchSettings, log: (line: string) => void): Promise<BenchDocument> {
  const began = performance.now();
  const loadBefore = loadAverage();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(loadAverage()), 10_000);
  sampler.unref();
  const figures: Figure[] = [];
  const reports: Record<string, unknown> = {};
  try {
    for (const section of settings.sections) {
      const sectionBegan = performance.now();
      log(`── ${section} (load average ${loadAverage().toFixed(2)})`);
      const { report, figures: found } = await runSection(section, settings, log);
      reports[section] = report;
      figures.push(...found);
      log(`── ${section} done in ${((performance.now() - sectionBegan) / 1_000).toFixed(0)} s`);
    }
  } finally {
    clearInterval(sampler);
  }
  const { out: _out, markdown: _markdown, ...kept } = settings;
  return benchDocument({
    createdAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, memoryBytes: totalmem(), load: summariseLoad(loadBefore, samples, loadAverage()) },
    settings: kept,
    wallSec: (performance.now() - began) / 1_000,
    figures,
    sections: reports,
  });
}
