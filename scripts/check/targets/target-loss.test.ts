import { createServer } from 'node:http';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { watchTarget } from './target-loss.ts';

describe('watching a build during the run', () => {
  it('reports a url target whose control plane stops answering', async () => {
    const server = createServer((_request, response) => response.end('{}'));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    const loss = watchTarget({ label: base, remote: { baseUrl: base, controlUrl: `${base}/__harness`, controlToken: 't' }, stop: async () => undefined }, { intervalMs: 20, misses: 2 });
    try {
      server.closeAllConnections();
      server.close();
      const { reason } = await loss.lost;
      expect(reason).toMatch(/^the build stopped answering during the run: control plane unreachable at http:\/\/127\.0\.0\.1:\d+\/__harness \(connection refused: nothing listens there\)$/);
      expect(loss.reason).toBe(reason);
    } finally {
      loss.stop();
    }
  });

  it('passes on the reason a started build gives when it exits', async () => {
    let exited: ((reason: string, at: number) => void) | undefined;
    const loss = watchTarget({ label: 'cmd', stop: async () => undefined, onLost: (listener) => (exited = listener) });
    exited?.('the build died during the run: "cmd" exited (code 3)', 42);
    expect(await loss.lost).toEqual({ reason: 'the build died during the run: "cmd" exited (code 3)', at: 42 });
  });
});
