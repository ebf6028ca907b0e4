// Sections 2.2 and 5 (items 6, 7): access tokens, signing secrets, the platform's app secret, the
// control token and one-time codes never show. A conformance run of the templates area (one-time
// code sends among them) goes through `gateway-harness check --report` against the reference behind
// a proxy that breaks its send answers, so checks fail and their reports carry requests and answers.
// Then every line the run printed, every report file, the reference's stored state and what its
// control plane shows are searched for every secret of the world and every code the run sent.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { controlPrefix, startReference, type RunningReference, newMasterKey, stateKey, gatewaySnapshot } from '../../mocks/reference/index.ts';
import { alteringProxy, runCheck, type CheckRun } from '../check/report/end-to-end-run.ts';

const world = bundledWorld('default');
const controlToken = `control-${randomBytes(12).toString('hex')}`;
const oneTimeCodeTemplates = new Set(world.business_accounts.flatMap((a) => a.templates.filter((t) => t.category === 'AUTHENTICATION').map((t) => t.name)));

let reference: RunningReference;
let proxy: Server;
let dir: string;
let run: CheckRun;
const sentBodies: string[] = [];

/** Forwards to the reference; keeps every send body, and turns SENT into QUEUED in send answers so checks fail. */
function breakingProxy(target: string): Promise<Server> {
  return alteringProxy(target, (request, answer) => {
    const isSend = request.method === 'POST' && request.path === '/api/v2/messages';
    if (isSend) sentBodies.push(request.body.toString('utf8'));
    if (isSend && answer.status === 200) return { headers: answer.headers, body: Buffer.from(answer.body.toString('utf8').replace('"status":"SENT"', '"status":"QUEUED"')) };
    return answer;
  });
}

/** One-time codes the run sent: the body parameter of every send of an AUTHENTICATION template. */
function sentCodes(): string[] {
  const codes = new Set<string>();
  for (const text of sentBodies) {
    let body: { template_name?: unknown; template_components?: { type?: unknown; parameters?: { text?: unknown }[] }[] };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      continue;
    }
    if (typeof body.template_name !== 'string' || !oneTimeCodeTemplates.has(body.template_name) || !Array.isArray(body.template_components)) continue;
    for (const component of body.template_components) {
      if (component?.type !== 'body' || !Array.isArray(component.parameters)) continue;
      for (const parameter of component.parameters) if (typeof parameter?.text === 'string') codes.add(parameter.text);
    }
  }
  // Six characters or more: shorter ones ("7", "42") turn up in any text by coincidence.
  return [...codes].filter((code) => code.length >= 6);
}

function secrets(): [string, string][] {
  return [
    ...world.numbers.map((n): [string, string] => [`the access token of ${n.phone_number_id}`, n.token]),
    ...world.subscriptions.map((s): [string, string] => [`the signing secret of ${s.id}`, s.secret]),
    ['the platform app secret', world.upstream.app_secret],
    ['the control token', controlToken],
    ...sentCodes().map((code, i): [string, string] => [`one-time code #${i + 1} (${code.length} characters)`, code]),
  ];
}

/** Where a secret shows, by place name; the secret itself is never printed. */
function leaks(places: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [what, secret] of secrets()) {
    const escaped = JSON.stringify(secret).slice(1, -1);
    const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${[secret, escaped].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![A-Za-z0-9])`);
    for (const [place, text] of Object.entries(places)) if (pattern.test(text)) found.push(`${what} in ${place}`);
  }
  return found;
}

beforeAll(async () => {
  reference = await startReference({ controlToken, clockStart: Date.now() });
  proxy = await breakingProxy(reference.url);
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'no-secrets-'));
  run = await runCheck(['--area', 'templates', '--seed', '20261101', '--runs', '10', '--target', proxyUrl, '--control', `${proxyUrl}${controlPrefix}`, '--report', dir], { HARNESS_CONTROL_TOKEN: controlToken });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await reference.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a conformance run with failures', () => {
  it('failed, sent one-time codes, and wrote its three reports', async () => {
    expect(run.code, run.err.slice(0, 2000)).toBe(1);
    expect(sentCodes().length, 'one-time codes sent by the run').toBeGreaterThan(0);
    expect((await readdir(dir)).sort()).toEqual(['report.html', 'report.json', 'report.xml']);
  });

  it('shows no token, secret or one-time code in its output, its reports, the stored state or the control plane', async () => {
    const places: Record<string, string> = { 'standard output': run.out, 'standard error': run.err };
    for (const file of await readdir(dir)) places[file] = await readFile(join(dir, file), 'utf8');
    const gateway = reference.gateway;
    places['the stored state'] = JSON.stringify(gatewaySnapshot(gateway.state, gateway.clock.now(), stateKey(newMasterKey()), gateway.deliveries.pending()));
    places['the message records'] = JSON.stringify([...gateway.state.messages.values()]);
    const control = async (path: string, token = controlToken) => (await fetch(`${reference.controlUrl ?? ''}${path}`, { headers: { authorization: `Bearer ${token}` } })).text();
    places['the delivery history'] = await control(`/subscriptions/${world.subscriptions[0]!.id}/deliveries`);
    places['a customer state'] = await control(`/customers/${world.numbers[0]!.phone_number_id}/12025550101`);
    places['a refused control call'] = await control('/capabilities', `${controlToken}x`);
    expect(Object.keys(places).length).toBeGreaterThan(8);
    expect(leaks(places)).toEqual([]);
  });
});
