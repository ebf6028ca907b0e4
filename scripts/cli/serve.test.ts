import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

const bin = new URL('../bin/gateway-harness.js', import.meta.url).pathname;

describe('gateway-harness serve upstream', () => {
  it('prints its base and control URLs, serves the platform, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [bin, 'serve', 'upstream'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    const urls = await new Promise<{ base: string; control: string }>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        const base = /base URL: +(\S+)/.exec(out)?.[1];
        const control = /control URL: +(\S+)/.exec(out)?.[1];
        if (base && control) resolve({ base, control });
      });
      child.once('exit', (code) => reject(new Error(`serve exited early with ${String(code)}: ${out}`)));
    });
    expect(urls.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v23\.0$/);
    const clock = (await (await fetch(`${urls.control}/clock`)).json()) as { now: string };
    expect(Date.parse(clock.now)).not.toBeNaN();
    const refused = await fetch(`${urls.base}/100000000000001/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(out).toContain('upstream mock stopped');
  }, 30_000);

  it('refuses an unknown part with exit code 2', async () => {
    const child = spawn(process.execPath, [bin, 'serve', 'downstream'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(err).toContain('serve takes one part to run: upstream');
  }, 30_000);
});
