import type { RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ContractViolationError } from '../../../contracts/exchange/violation.ts';
import { ControlPlaneError } from '../control/control-client.ts';
import { startInProcessTarget } from '../target/in-process.ts';
import type { Target } from '../target/target.ts';
import { provisionWorld } from './world-builder.ts';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: string;
}

function controlPlane(seen: Seen[], capabilities: unknown, worldStatus = 204): RequestListener {
  return (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      if (req.url === '/capabilities') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(capabilities));
      } else if (req.url === '/world' && worldStatus !== 204) {
        res.writeHead(worldStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_world', message: 'no' }));
      } else {
        res.writeHead(204).end();
      }
    });
  };
}

const capabilities = { capabilities: ['clock'], upstream_webhook_url: 'http://127.0.0.1:7000/upstream/webhooks', spec_version: '2' };
let target: Target | undefined;
afterEach(async () => {
  await target?.close();
});

async function targetWith(listener: RequestListener): Promise<Target> {
  target = await startInProcessTarget({ label: 'stub', api: listener, control: listener, controlToken: 'fixture-control-token' });
  return target;
}

describe('provisioning a world through the control plane', () => {
  it('reads capabilities, resets, then loads a world that conforms to the control contract', async () => {
    const seen: Seen[] = [];
    const provisioned = await provisionWorld(await targetWith(controlPlane(seen, capabilities)), bundledWorld('default'), {
      upstreamBaseUrl: 'http://127.0.0.1:7001/v23.0',
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /capabilities', 'POST /reset', 'PUT /world']);
    expect(seen.every((s) => s.auth === 'Bearer fixture-control-token')).toBe(true);
    expect(JSON.parse(seen[2]!.body)).toEqual(provisioned.loaded);
    expect(provisioned.capabilities.capabilities).toEqual(['clock']);
  });

  it('stops with the control plane status when a world is refused', async () => {
    const error = await provisionWorld(await targetWith(controlPlane([], capabilities, 400)), bundledWorld('default'), {
      upstreamBaseUrl: 'http://127.0.0.1:7001/v23.0',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ControlPlaneError);
    expect((error as Error).message).toMatch(/loadWorld answered 400/);
  });

  it('fails on capabilities that break the control contract', async () => {
    const error = await provisionWorld(await targetWith(controlPlane([], { capabilities: 'clock' })), bundledWorld('default'), {
      upstreamBaseUrl: 'http://127.0.0.1:7001/v23.0',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as ContractViolationError).violations.map((v) => v.pointer)).toEqual(expect.arrayContaining(['/capabilities', '/upstream_webhook_url']));
  });
});
