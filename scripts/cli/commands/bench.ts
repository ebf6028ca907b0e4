/**
 * `gateway-harness bench`: the harness's performance, each figure beside its baseline from the
 * same run (scripts/bench/README.md). Prints the figures and the side-by-side tables, writes the
 * JSON report (and a Markdown table when asked). Measures only: exit 0 whatever the figures,
 * 2 when the options are wrong or a server under test does not start.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchUsage, readBenchOptions } from '../../bench/bench-options.ts';
import { runBench } from '../../bench/bench.ts';
import { figureTable, type BenchDocument } from '../../bench/figures.ts';
import type { GatewayBenchReport } from '../../bench/gateway-bench.ts';
import { benchMarkdown, fillMarked, readmeBlock } from '../../bench/markdown.ts';
import { killAllNow, stopAll } from '../../bench/processes.ts';
import { formatReport, formatRows, type BenchReport } from '../../bench/report.ts';
import { StartFailure } from '../../bench/servers.ts';
import type { Command } from '../command.ts';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

const fullPath = (path: string): string => (isAbsolute(path) ? path : resolve(projectRoot, path));

function write(path: string, text: string): string {
  const full = fullPath(path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

/** A file holding the figures' markers (the README) gets its marked part filled; any other file the whole Markdown. */
function writeMarkdown(path: string, document: BenchDocument): string {
  const full = fullPath(path);
  const filled = existsSync(full) ? fillMarked(readFileSync(full, 'utf8'), readmeBlock(document)) : undefined;
  return write(full, filled ?? benchMarkdown(document));
}

export const benchCommand: Command = {
  name: 'bench',
  usage: benchUsage,
  async run(argv) {
    const settings = readBenchOptions(argv);
    const onSignal = (signal: NodeJS.Signals) => {
      console.error(`bench: ${signal}, stopping every server`);
      void stopAll().finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    process.once('exit', killAllNow);
    let document;
    try {
      document = await runBench(settings, (line) => console.error(`bench: ${line}`));
    } catch (error) {
      if (!(error instanceof StartFailure)) throw error;
      console.error(`gateway-harness bench: ${error.message.replace(/\s+/g, ' ')}`);
      return 2;
    } finally {
      await stopAll();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    const upstream = document.sections.upstream as BenchReport | undefined;
    const gateway = document.sections.gateway as GatewayBenchReport | undefined;
    if (upstream) console.log(`\nupstream mock beside bare node:http, Prism and WireMock\n${formatReport(upstream)}`);
    if (gateway) for (const part of [gateway.sends, gateway.sendsSameClient, gateway.replays, gateway.listing]) console.log(`\n${formatRows(`${part.request.method} ${part.request.path}: ${part.title}`, part.rows, part.baseline)}`);
    const { load } = document.machine;
    console.log(`\nFigures (${document.machine.cpus} cpus, node ${document.machine.node}, load average ${load.before.toFixed(1)} at the start, ${load.min.toFixed(1)} to ${load.max.toFixed(1)} during, ${load.after.toFixed(1)} at the end; ${document.wallSec.toFixed(0)} s in all)`);
    console.log(figureTable(document.figures));
    console.log('\nEvery ratio is to a baseline measured in the same run; absolute figures depend on the machine and on what else it was doing.');
    console.log(`written to ${write(settings.out, `${JSON.stringify(document, null, 2)}\n`)}`);
    if (settings.markdown !== undefined) console.log(`written to ${writeMarkdown(settings.markdown, document)}`);
    return 0;
  },
};
