// `check --image`, for real: the reference's image is built FROM scratch with the local Docker
// engine (nothing pulled), checked on one small area, and removed afterwards with every image
// derived from it here. These tests need a Docker engine (`docker info` must answer): .ci/run
// starts one; without one they fail, saying so, rather than pass by checking nothing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageTarget } from '../check/targets/image-target.ts';
import { StartError } from '../check/targets/launched-target.ts';
import { buildImage, removeImage } from './build-image.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = new URL('../bin/gateway-harness.js', import.meta.url).pathname;
const tag = `gateway-harness-test-${process.pid}-${Date.now().toString(36)}:reference`;
const derived: string[] = [];
let engineAnswered = false;

const engineMissing = 'these tests need a Docker engine: `docker info` must answer (.ci/run installs and starts one)';

function requireEngine(): void {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (info.status !== 0) throw new Error(`${engineMissing}; docker said: ${(info.stderr || info.error?.message || '').trim().split('\n').at(-1) ?? ''}`);
  engineAnswered = true;
}

function check(args: string[], timeout = 150_000) {
  return spawnSync(process.execPath, [bin, 'check', ...args], { encoding: 'utf8', timeout, env: { ...process.env, HARNESS_CONTROL_TOKEN: '' } });
}

/** An image made FROM the built one with another entry point: no layer to copy, nothing to pull. */
function derive(name: string, lines: string[]): string {
  const derivedTag = `${tag}-${name}`;
  execFileSync('docker', ['build', '--quiet', '--tag', derivedTag, '-'], { input: [`FROM ${tag}`, ...lines, ''].join('\n'), stdio: ['pipe', 'ignore', 'pipe'] });
  derived.push(derivedTag);
  return derivedTag;
}

function listContainers(filter: string[] = []): string[] {
  const listed = execFileSync('docker', ['ps', '--all', '--quiet', '--no-trunc', ...filter], { encoding: 'utf8' });
  return listed.split('\n').filter((id) => id !== '');
}

// An engine that outlives one test run keeps its build cache, so a rebuilt image can be the very
// image an earlier run used: containers that earlier run left are not this run's to judge.
let earlier = new Set<string>();

/** Containers of the image (or of one built from it) this run made, running or stopped: each run must leave none. */
function containersOf(image: string): string[] {
  return listContainers(['--filter', `ancestor=${image}`])
    .filter((id) => !earlier.has(id))
    .map((id) => id.slice(0, 12));
}

/** Why the launcher `check --image` uses refuses an image (a StartError becomes exit 2 with that line). */
async function refusal(image: string, startupTimeoutMs = 30_000): Promise<string> {
  const outcome: unknown = await startImageTarget({ image, controlPath: '/__harness', startupTimeoutMs }).then(
    async (target) => {
      await target.stop();
      return 'it started';
    },
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(StartError);
  return (outcome as StartError).message;
}

function passedCount(stdout: string): number {
  return Number(/\n(\d+) passed, 0 failed/.exec(stdout)?.[1] ?? 0);
}

// A failed build is reported by every test (a throwing beforeAll would mark them skipped).
let setupFailure: Error | undefined;
function requireImage(): void {
  if (setupFailure) throw setupFailure;
}

beforeAll(async () => {
  try {
    requireEngine();
    earlier = new Set(listContainers());
    await buildImage({ root, tag, version: 'test' });
  } catch (error) {
    setupFailure = error as Error;
  }
}, 300_000);

afterAll(async () => {
  if (!engineAnswered) return;
  for (const image of [...derived, tag]) {
    for (const id of containersOf(image)) execFileSync('docker', ['rm', '--force', id], { stdio: 'ignore' });
    await removeImage(image).catch(() => undefined);
  }
}, 60_000);

describe('check --image', () => {
  it('starts the reference image on the host network, checks it, and removes the container', () => {
    requireImage();
    const run = check(['--image', tag, '--area', 'auth', '--runs', '25']);
    expect(run.stdout).toMatch(new RegExp(`checking ${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(container [0-9a-f]{12}, port \\d+\\)`));
    expect(passedCount(run.stdout)).toBeGreaterThan(5);
    expect(run.status).toBe(0);
    expect(containersOf(tag), run.stderr).toEqual([]);
  }, 160_000);

  it('refuses in one line an image the engine does not have (it never pulls)', async () => {
    requireImage();
    expect(await refusal(`${tag}-absent`)).toBe(`image ${tag}-absent is not on the local Docker engine (the harness never pulls): build or pull it first`);
  });

  it('reports the container\'s last output when the build dies before its ready line', async () => {
    requireImage();
    const dying = derive('dying', ['ENTRYPOINT ["/usr/local/bin/node", "-e", "console.error(\'no database\'); process.exit(3)"]']);
    expect(await refusal(dying)).toBe(`the container of ${dying} exited before it was ready; last output: no database`);
    expect(containersOf(dying)).toEqual([]);
  }, 60_000);

  it('waits on the control plane alone for an image that names no ready line, and sees the build die', async () => {
    requireImage();
    const unlabelled = derive('unlabelled', ['LABEL gateway-harness.ready-line=""', 'ENTRYPOINT ["/usr/local/bin/node", "-e", "console.error(\'no database\'); setTimeout(() => process.exit(3), 500)"]']);
    expect(await refusal(unlabelled)).toBe(`the container of ${unlabelled} exited before it was ready; last output: no database`);
    expect(containersOf(unlabelled)).toEqual([]);
  }, 60_000);

  it('gives up after the start-up time on a build that never prints its ready line', async () => {
    requireImage();
    const mute = derive('mute', ['ENTRYPOINT ["/usr/local/bin/node", "-e", "setTimeout(() => {}, 60000)"]']);
    expect(await refusal(mute, 2000)).toBe('the build did not become ready within 2 s: it never printed a line matching /^reference gateway .*listening/');
    expect(containersOf(mute)).toEqual([]);
  }, 60_000);

  it('removes the container when the run is interrupted', async () => {
    requireImage();
    const child = spawn(process.execPath, [bin, 'check', '--image', tag, '--area', 'auth'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      err += chunk;
    });
    const exited = once(child, 'exit');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        if (/checking .*\(container [0-9a-f]{12}/.test(out)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`check ended (${String(code)}) before it started: ${out}${err}`)));
    });
    expect(containersOf(tag)).toHaveLength(1);
    child.kill('SIGINT');
    await exited;
    expect(containersOf(tag)).toEqual([]);
  }, 90_000);
});
