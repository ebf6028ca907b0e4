// `serve upstream|reference` and `mock upstream --static` as processes: what they print, what
// they serve, the control plane behind its token, and a clean stop on SIGTERM.
import { describe, expect, it } from 'vitest';
import { runCli, startCli } from './cli-process.ts';

describe('gateway-harness serve upstream', () => {
  it('prints its base and control URLs, serves the platform, and stops cleanly on SIGTERM', async () => {
    const started = await startCli(['serve', 'upstream'], [/base URL: +(\S+)/, /control URL: +(\S+)/]);
    const [base, control] = started.found;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v23\.0$/);
    const clock = (await (await fetch(`${control}/clock`)).json()) as { now: string };
    expect(Date.parse(clock.now)).not.toBeNaN();
    const refused = await fetch(`${base}/100000000000001/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(401);
    expect(await started.stop()).toBe(0);
    expect(started.output()).toContain('upstream mock stopped');
  }, 120_000);

  it('serves the upstream contract through Prism with mock upstream --static', async () => {
    const started = await startCli(['mock', 'upstream', '--static'], [/URL: +(\S+)/]);
    const response = await fetch(`${started.found[0]}/v23.0/100000000000001/message_templates`, { headers: { authorization: 'Bearer any' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toBeInstanceOf(Array);
    expect(await started.stop()).toBe(0);
  }, 120_000);

  it('refuses an unknown part with exit code 2', async () => {
    const { code, err } = await runCli(['serve', 'downstream']);
    expect(code).toBe(2);
    expect(err).toContain('serve takes one part to run: upstream, reference or faulty NAME');
  }, 120_000);

  it('serves the reference against a running upstream mock, with its control plane behind a token', async () => {
    const upstream = await startCli(['serve', 'upstream'], [/base URL: +(\S+)/]);
    const reference = await startCli(
      ['serve', 'reference', '--upstream', upstream.found[0]!, '--control-token', 'cli-test-control'],
      [/API base URL: +(\S+)/, /control URL: +(\S+)/],
    );
    const [api, control] = reference.found;
    const sent = await fetch(`${api}/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer fixture-token-main-0001', 'content-type': 'application/json' },
      body: JSON.stringify({ to: '12025550101', text: 'Hello from the CLI test' }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'SENT', content: 'Hello from the CLI test' });
    const capabilities = await fetch(`${control}/capabilities`, { headers: { authorization: 'Bearer cli-test-control' } });
    expect(capabilities.status).toBe(200);
    expect(reference.output()).not.toContain('cli-test-control');
    expect(await reference.stop()).toBe(0);
    expect(await upstream.stop()).toBe(0);
  }, 120_000);

  it('prints a generated control token once when none is given', async () => {
    const reference = await startCli(['serve', 'reference'], [/control token: +(\S+)/]);
    const response = await fetch(`${/control URL: +(\S+)/.exec(reference.output())?.[1] ?? ''}/capabilities`, { headers: { authorization: `Bearer ${reference.found[0]!}` } });
    expect(response.status).toBe(200);
    expect(await reference.stop()).toBe(0);
  }, 120_000);
});
