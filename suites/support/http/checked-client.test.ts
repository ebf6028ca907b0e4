import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { ContractViolationError } from '../../../contracts/exchange/violation.ts';
import { startInProcessTarget } from '../target/in-process.ts';
import type { Target } from '../target/target.ts';
import { CheckedClient, type RecordedExchange } from './checked-client.ts';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

function answering(reply: (req: IncomingMessage) => Reply): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const { status, body, headers } = reply(req);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(text);
    });
  };
}

const record = {
  id: 'msg_1', direction: 'OUTBOUND', message_type: 'text', content: 'hi', status: 'SENT', source: 'API',
  wa_message_id: 'wamid.1', redacted: false, created_at: '2026-11-01T09:00:00.000Z',
};
const textSend = { to: '15550001111', text: 'hi' };

let target: Target | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});

async function clientFor(reply: (req: IncomingMessage) => Reply, onExchange?: (e: RecordedExchange) => void) {
  const handler = answering(reply);
  target = await startInProcessTarget({ label: 'stub', api: handler, control: handler, controlToken: 'control' });
  return new CheckedClient({ transport: target.api, contract: exchangeContract('gateway'), ...(onExchange ? { onExchange } : {}) });
}

const send = (client: CheckedClient, body: unknown = textSend, extra: { invalidRequest?: boolean } = {}) =>
  client.json('POST', '/api/v2/messages', body, { headers: { authorization: 'Bearer tok-secret' }, ...extra });

describe('the checked client validates every exchange against the gateway contract', () => {
  it('rejects an error body without code, naming operation, status, pointer, expected and got', async () => {
    const client = await clientFor(() => ({ status: 401, body: { message: 'who are you' } }));
    const error = await send(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    const message = (error as Error).message;
    expect(message).toContain('sendMessage (POST /api/v2/messages -> 401)');
    expect(message).toContain('response body /code');
    expect(message).toMatch(/expected: property present\s+got:\s+absent/);
  });

  it('accepts a conforming error body', async () => {
    const client = await clientFor(() => ({ status: 401, body: { code: 'not_authenticated', message: 'not authenticated' } }));
    const response = await send(client);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ code: 'not_authenticated', message: 'not authenticated' });
  });

  it('rejects a code the operation does not document for that status', async () => {
    const client = await clientFor(() => ({ status: 400, body: { code: 'invalid_cursor', message: 'bad cursor' } }));
    const error = (await send(client).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations[0]).toMatchObject({ part: 'response body', pointer: '/code' });
    expect(error.violations[0]?.expected).toContain('invalid_template');
    expect(error.violations[0]?.got).toBe('"invalid_cursor"');
  });

  it('rejects a status the operation never answers with', async () => {
    const client = await clientFor(() => ({ status: 429, body: { code: 'rate_limited', message: 'slow down' } }));
    const error = (await client.request({ method: 'GET', path: '/api/v2/templates', headers: { authorization: 'Bearer t' } }).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations).toEqual([expect.objectContaining({ operation: 'listTemplates', part: 'status', got: '429' })]);
  });

  it('rejects a validation error without detail', async () => {
    const client = await clientFor(() => ({ status: 422, body: { code: 'validation_error', message: 'to: required' } }));
    const error = (await send(client).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations.map((v) => v.pointer)).toContain('/detail');
  });

  it('accepts a message record and checks the replay header format', async () => {
    const ok = await clientFor(() => ({ status: 200, body: record, headers: { 'idempotency-replayed': 'true' } }));
    expect((await send(ok)).json).toEqual(record);
    await target?.close();
    const bad = await clientFor(() => ({ status: 200, body: record, headers: { 'idempotency-replayed': 'yes' } }));
    const error = (await send(bad).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations[0]).toMatchObject({ part: 'response header Idempotency-Replayed' });
  });

  it('rejects a JSON answer served as text/html', async () => {
    const client = await clientFor(() => ({ status: 200, body: record, headers: { 'content-type': 'text/html' } }));
    const error = (await send(client).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations[0]).toMatchObject({ part: 'response header Content-Type', got: 'text/html' });
  });

  it('checks the request too, unless the check breaks it on purpose', async () => {
    const client = await clientFor(() => ({ status: 422, body: { code: 'validation_error', message: 'to: missing', detail: [{ loc: ['body', 'to'], msg: 'missing' }] } }));
    const error = (await send(client, { text: 'no recipient' }).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations.some((v) => v.part === 'request body')).toBe(true);
    const response = await send(client, { text: 'no recipient' }, { invalidRequest: true });
    expect(response.status).toBe(422);
  });

  it('treats a path outside the contract as a violation unless declared undocumented', async () => {
    const client = await clientFor(() => ({ status: 404, body: { code: 'not_found', message: 'no such path' } }));
    const error = (await client.request({ method: 'POST', path: '/api/v2/webhooks', headers: {} }).catch((e: unknown) => e)) as ContractViolationError;
    expect(error.violations[0]).toMatchObject({ part: 'operation', got: 'POST /api/v2/webhooks' });
    const response = await client.request({ method: 'POST', path: '/api/v2/webhooks', headers: {}, undocumented: true });
    expect(response.status).toBe(404);
  });

  it('hands every exchange to the observer with the token redacted', async () => {
    const seen: RecordedExchange[] = [];
    const client = await clientFor(() => ({ status: 401, body: { code: 'not_authenticated', message: 'no' } }), (e) => seen.push(e));
    await send(client);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.request.headers.authorization).toBe('Bearer <redacted>');
    expect(JSON.stringify(seen)).not.toContain('tok-secret');
  });
});
