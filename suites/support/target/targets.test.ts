import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startInProcessTarget } from './in-process.ts';
import type { Target } from './target.ts';
import { connectUrlTarget } from './url.ts';

const echo: RequestListener = (req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, auth: req.headers.authorization ?? null, body }));
  });
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function listen(listener: RequestListener): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer(listener).listen(0, '127.0.0.1', () => resolve(server));
    closers.push(() => new Promise((done) => server.close(() => done())));
  });
}

async function roundTrip(target: Target) {
  const api = JSON.parse((await target.api({ method: 'POST', path: '/api/v2/messages?x=1', headers: { authorization: 'Bearer a' }, body: '{"é":1}' })).text) as Record<string, unknown>;
  const control = JSON.parse((await target.control({ method: 'GET', path: '/capabilities', headers: {} })).text) as Record<string, unknown>;
  return { api, control };
}

describe('targets', () => {
  it('in-process: drives the handler, with the control plane under its prefix', async () => {
    const target = await startInProcessTarget({ label: 'echo', api: echo, control: echo, controlPrefix: '/__harness', controlToken: 'c' });
    closers.push(() => target.close());
    const { api, control } = await roundTrip(target);
    expect(api).toEqual({ method: 'POST', url: '/api/v2/messages?x=1', auth: 'Bearer a', body: '{"é":1}' });
    expect(control.url).toBe('/__harness/capabilities');
    expect(target.mode).toBe('in-process');
  });

  it('url: reaches a running server by base URL and control URL', async () => {
    const api = await listen(echo);
    const control = await listen(echo);
    const port = (s: Server) => (s.address() as AddressInfo).port;
    const target = connectUrlTarget({
      baseUrl: `http://127.0.0.1:${port(api)}/`,
      controlUrl: `http://127.0.0.1:${port(control)}/ctl`,
      controlToken: 'c',
    });
    const { api: seen, control: controlSeen } = await roundTrip(target);
    expect(seen).toMatchObject({ url: '/api/v2/messages?x=1', body: '{"é":1}' });
    expect(controlSeen.url).toBe('/ctl/capabilities');
    expect(target.label).toBe(`http://127.0.0.1:${port(api)}`);
  });

  it('url: refuses anything that is not an http(s) URL, naming the option', () => {
    expect(() => connectUrlTarget({ baseUrl: 'localhost:8080', controlUrl: 'http://127.0.0.1:1', controlToken: 'c' })).toThrow(/target URL/);
    expect(() => connectUrlTarget({ baseUrl: 'http://127.0.0.1:1', controlUrl: 'ftp://127.0.0.1/', controlToken: 'c' })).toThrow(/control URL must be http/);
  });
});
