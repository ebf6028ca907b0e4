// The README's quick start, followed literally: every shell line of the section is run as printed
// (the CLI for `npx gateway-harness`, the request for `curl`, the README's own subscriber file for
// `node subscriber.mjs`), and the walk must end with a delivery that subscriber verified. Only the
// ports differ: `up` and the subscriber take free ones, and the lines after them use what they
// printed. A README that drifts from what works fails here.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, startCli } from '../cli/cli-process.ts';
import { curlRequest, quickStart, shellWords } from './quick-start-commands.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const defaultEndpoint = 'http://127.0.0.1:3000';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts `node FILE` and resolves with the first group of `ready` once its output shows it. */
function startNode(file: string, cwd: string, env: Record<string, string>, ready: RegExp): Promise<{ found: string; output: () => string; child: ChildProcessWithoutNullStreams }> {
  const child = spawn(process.execPath, [file], { cwd, env: { ...process.env, ...env } });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const found = ready.exec(out)?.[1];
      if (found !== undefined) resolve({ found, output: () => out, child });
    });
    child.once('exit', (code) => reject(new Error(`${file} exited early with ${String(code)}: ${out}`)));
  });
}

async function stopChild(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

describe('the README quick start', () => {
  it('reads as commands that exist, with a subscriber of about 20 lines', () => {
    const { lines, files } = quickStart(readme);
    const names = lines.map((line) => shellWords(line, new Proxy({}, { get: () => 'x' })).words.slice(0, 3).join(' '));
    expect(names).toEqual(['npx gateway-harness check', 'npx gateway-harness up', 'curl -sS x/api/v2/messages', 'node subscriber.mjs', 'npx gateway-harness listen', 'npx gateway-harness trigger']);
    expect(files.get('subscriber.mjs')?.trim().split('\n').length).toBeLessThanOrEqual(25);
  });

  it('followed as printed, ends with a delivery the README\'s subscriber verifies', async () => {
    const { lines, files } = quickStart(readme);
    const dir = mkdtempSync(join(tmpdir(), 'quick-start-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'subscriber.mjs'), files.get('subscriber.mjs') ?? '');
    // What a user's shell holds: the variables of the `export` line `up` prints.
    const env: Record<string, string> = {};
    let endpoint: string | undefined;
    let subscriber: { output: () => string } | undefined;
    let listening: { output: () => string } | undefined;
    for (const line of lines) {
      const { words, background } = shellWords(line, env);
      const argv = endpoint === undefined ? words : words.map((w) => w.replace(defaultEndpoint, endpoint ?? defaultEndpoint));
      const [program, tool, command, ...rest] = argv;
      if (program === 'curl') {
        const { url, init } = curlRequest(argv);
        const answer = await fetch(url, init);
        expect(answer.status, `${line}: ${await answer.clone().text()}`).toBe(200);
        expect(await answer.json()).toMatchObject({ status: 'SENT' });
      } else if (program === 'node' && tool === 'subscriber.mjs') {
        expect(background).toBe(true);
        const started = await startNode('subscriber.mjs', dir, { PORT: '0' }, /listening on (http:\/\/127\.0\.0\.1:\d+)\/hooks/);
        cleanups.push(() => stopChild(started.child));
        endpoint = started.found;
        subscriber = started;
      } else if (program === 'npx' && tool === 'gateway-harness' && command === 'up') {
        const up = await startCli([command, ...rest, '--port', '0', '--upstream-port', '0'], [/\n\s*(export [^\n]+)/, /(Ctrl-C stops everything)/], { cwd: dir });
        cleanups.push(() => up.stop('SIGINT'));
        const exported = shellWords(up.found[0] ?? '', {}).words.slice(1);
        for (const pair of exported) env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
        expect(Object.keys(env).sort()).toEqual(['GATEWAY_TOKEN', 'GATEWAY_URL', 'UPSTREAM_URL']);
      } else if (program === 'npx' && tool === 'gateway-harness' && command === 'listen') {
        expect(background).toBe(true);
        listening = await startCli([command, ...rest], [/(deliveries \(time)/], { cwd: dir, env });
        const started = listening as Awaited<ReturnType<typeof startCli>>;
        cleanups.push(() => started.stop('SIGINT'));
      } else if (program === 'npx' && tool === 'gateway-harness' && command === 'check') {
        // Running the suite is main.test.ts's part (minutes on a busy machine); here the line must
        // name the command with options it accepts.
        const checked = await runCli([command, ...rest, '--help']);
        expect(checked.out).toContain('usage: gateway-harness check');
        expect(checked.code).toBe(0);
      } else if (program === 'npx' && tool === 'gateway-harness' && command !== undefined) {
        const ran = await runCli([command, ...rest], { cwd: dir, env });
        expect(ran.code, `${line}: ${ran.out}${ran.err}`).toBe(0);
      } else {
        throw new Error(`the quick start has a line this walk cannot run: ${line}`);
      }
    }
    await expect.poll(() => subscriber?.output() ?? '', { timeout: 45_000 }).toMatch(/verified message\.received \{.*"option_id":"yes"/);
    expect(subscriber?.output()).not.toContain('REJECTED');
    await expect.poll(() => listening?.output() ?? '', { timeout: 45_000 }).toMatch(/message\.received +\S+ +-> 200/);
  }, 240_000);
});
