// Differential mode end to end, through the same entry the CLI uses. The reference served on
// loopback agrees with the bundled reference on every differential check. Behind a proxy that
// drops `Idempotency-Replayed` (spec-fixed, section 3.3) it is caught by the keyed-sends check,
// with the case, both outcomes and the section in the report. Behind a proxy that rewords error
// messages (open: section 7 says messages may be reworded) it passes under the spec profile with
// soft findings, and fails under the reference profile.
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';
import { serveReference, type ServedReference } from '../../suites/support/oracle/reference-target.ts';
import { runSuite, type RemoteTarget } from './run-suite.ts';

// Few runs per property: enough to meet a repeated key, quick on a shared machine.
const runs = 30;
const differentialChecks = ['differential-auth-headers', 'differential-free-form-sends', 'differential-keyed-sends', 'differential-listing-queries', 'differential-template-sends', 'differential-window-sends'];

interface Reply {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// Hop-by-hop and length headers are the proxy's own to set.
const notForwarded = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A loopback proxy in front of `to` whose every answer goes through `deviate` first. */
async function deviatingProxy(to: string, deviate: (reply: Reply) => Reply): Promise<{ url: string; close(): Promise<void> }> {
  const origin = new URL(to);
  const server: Server = createServer((incoming, answer) => {
    const forward = httpRequest({ host: origin.hostname, port: origin.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: origin.host } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const headers = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !notForwarded.has(name)));
        const changed = deviate({ headers, body: Buffer.concat(chunks) });
        answer.writeHead(reply.statusCode ?? 502, { ...changed.headers, 'content-length': String(changed.body.length) });
        answer.end(changed.body);
      });
    });
    forward.on('error', () => answer.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Spec-fixed deviation: a replay no longer says so. */
function dropReplayHeader(reply: Reply): Reply {
  const { 'idempotency-replayed': _dropped, ...headers } = reply.headers;
  return { ...reply, headers };
}

/** Open deviation: every error message reworded (the code stays). */
function rewordErrors(reply: Reply): Reply {
  try {
    const body = JSON.parse(reply.body.toString('utf8')) as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return reply;
    return { ...reply, body: Buffer.from(JSON.stringify({ ...body, message: `Refused: ${body.code}` })) };
  } catch {
    return reply;
  }
}

/** Collects the warnings (soft findings) each check attached. */
class WarningsReporter implements Reporter {
  readonly warnings = new Map<string, string[]>();

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        this.warnings.set(test.meta().check?.id ?? test.name, test.annotations().filter((a) => a.type === 'warning').map((a) => a.message));
      }
    }
  }
}

describe('gateway-harness check --differential', () => {
  let served: ServedReference;

  beforeAll(async () => {
    served = await serveReference();
  });
  afterAll(async () => {
    await served.close();
  });

  function target(baseUrl: string): RemoteTarget {
    if (!served.controlUrl) throw new Error('the served reference has no control plane');
    return { baseUrl, controlUrl: served.controlUrl, controlToken: served.controlToken };
  }

  it('finds no difference between the served reference and the bundled one', async () => {
    const run = await runSuite({ area: 'differential', differential: true, runs, target: target(served.url), quiet: true });
    expect(run.errors).toEqual([]);
    expect(run.outcomes.map((o) => [o.id, o.state]).sort()).toEqual(differentialChecks.map((id) => [id, 'passed']));
  }, 600_000);

  it('reports the case, both outcomes and the section when a replay loses its header, and fails only that check', async () => {
    const proxy = await deviatingProxy(served.url, dropReplayHeader);
    try {
      const run = await runSuite({ area: 'differential', differential: true, runs, target: target(proxy.url), quiet: true });
      expect(run.errors).toEqual([]);
      const failed = run.outcomes.filter((o) => o.state === 'failed');
      expect(failed.map((o) => o.id)).toEqual(['differential-keyed-sends']);
      const detail = failed[0]?.detail ?? '';
      expect(detail).toMatch(/^target and reference differ on \d keyed sends \(step \d of \d; the steps before it agreed\), spec section 3\.3$/m);
      expect(detail).toMatch(/^ {2}request: {3}.+ with key-[ab]: POST \/api\/v2\/messages \[idempotency-key: "key-[ab]-\d+"\] \{"to":/m);
      expect(detail).toMatch(/^ {2}target: {4}200 \(message SENT\), nothing sent upstream$/m);
      expect(detail).toMatch(/^ {2}reference: 200 \(message SENT\), replayed, nothing sent upstream$/m);
      expect(detail).toContain('differs:   Idempotency-Replayed (fixed by the spec): target false, reference true');
      expect(detail).not.toMatch(/fixture-token/);
      expect(run.outcomes.filter((o) => o.state === 'passed')).toHaveLength(differentialChecks.length - 1);
    } finally {
      await proxy.close();
    }
  }, 600_000);

  it('notes reworded error messages as soft findings under the spec profile and fails them under the reference profile', async () => {
    const proxy = await deviatingProxy(served.url, rewordErrors);
    const files = ['suites/differential/free-form-sends.check.ts'];
    try {
      const reporter = new WarningsReporter();
      const spec = await runSuite({ files, differential: true, runs, profile: 'spec', target: target(proxy.url), quiet: true, reporters: [reporter] });
      expect(spec.outcomes.map((o) => [o.id, o.state])).toEqual([['differential-free-form-sends', 'passed']]);
      const warnings = reporter.warnings.get('differential-free-form-sends') ?? [];
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toMatch(/^section [\d.]+, .+: error\.message differs \(open: section 7: messages may be reworded \(A4\)\): target "Refused: [a-z_]+", reference ".+"$/);

      const strict = await runSuite({ files, differential: true, runs, profile: 'reference', target: target(proxy.url), quiet: true });
      expect(strict.outcomes.map((o) => [o.id, o.state])).toEqual([['differential-free-form-sends', 'failed']]);
      expect(strict.outcomes[0]?.detail).toContain('error.message (open (section 7: messages may be reworded (A4)), held to the reference under --profile reference)');
    } finally {
      await proxy.close();
    }
  }, 600_000);
});
