import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { ContractViolationError } from '../../../contracts/exchange/violation.ts';
import { startInProcessTarget } from '../target/in-process.ts';
import type { Target } from '../target/target.ts';
import { CheckedClient } from './checked-client.ts';
import { GatewayClient } from './gateway-client.ts';

const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const emptyPage: RequestListener = (req, res) => {
  seen.push({ url: req.url ?? '', headers: req.headers });
  req.resume();
  req.on('end', () => {
    if (req.method === 'POST') {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'not_authenticated', message: 'not authenticated' }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: [], next_cursor: null, has_more: false }));
    }
  });
};

let target: Target | undefined;
afterEach(async () => {
  seen.length = 0;
  await target?.close();
});

async function gateway(): Promise<GatewayClient> {
  target = await startInProcessTarget({ label: 'stub', api: emptyPage, control: emptyPage, controlToken: 'c' });
  return new GatewayClient(new CheckedClient({ transport: target.api, contract: exchangeContract('gateway') }));
}

describe('the gateway client', () => {
  it('sends no Authorization for a null token and an empty X-Phone-Number-Id when asked', async () => {
    const client = await gateway();
    const response = await client.sendMessage({ token: null, phoneNumberId: '', body: { to: '15550001111', text: 'hi' }, idempotencyKey: 'order-1' });
    expect(response.status).toBe(401);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-phone-number-id']).toBe('');
    expect(seen[0]?.headers['idempotency-key']).toBe('order-1');
  });

  it('builds the query of GET templates', async () => {
    const client = await gateway();
    await client.listTemplates({ token: 't', sendable: true, limit: 10, cursor: 'abc' });
    expect(seen[0]?.url).toBe('/api/v2/templates?sendable=true&cursor=abc&limit=10');
    expect(seen[0]?.headers.authorization).toBe('Bearer t');
  });

  it('refuses to send an out-of-contract limit unless the check says it is on purpose', async () => {
    const client = await gateway();
    const error = await client.listTemplates({ token: 't', limit: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as ContractViolationError).violations[0]).toMatchObject({ part: 'query parameter limit', got: '0' });
    const response = await client.listTemplates({ token: 't', limit: 0, invalidRequest: true });
    expect(response.status).toBe(200);
  });
});
