/**
 * A small HTTP client on kept-alive connections, for the mocks' own calls (the upstream mock's
 * webhooks, the suite's calls to the mock's control API). `node:http` rather than `fetch`: in
 * profiles of the conformance run, fetch's streams, abort signals and per-request set-up cost
 * more CPU than the calls' work on either side.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';

export interface KeptAliveCall {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The whole call (connection, request and answer) is abandoned after this long. */
  timeoutMs?: number;
}

export interface KeptAliveAnswer {
  status: number;
  text: string;
}

export interface KeptAliveClient {
  call(url: string, init: KeptAliveCall): Promise<KeptAliveAnswer>;
  /** Drops the kept connections; a later call opens new ones. */
  close(): void;
}

// An idle connection is dropped after a second, well before a server's own keep-alive timeout
// (Node's default is five), so a call seldom goes out on a connection the server is closing.
const idleMs = 1_000;

class CallTimeout extends Error {
  override name = 'TimeoutError';
}

function attempt(url: URL, init: KeptAliveCall, agents: { http: HttpAgent; https: HttpsAgent }): Promise<KeptAliveAnswer> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined) headers['content-length'] = String(body.length);
    const options = { method: init.method, headers, agent: secure ? agents.https : agents.http };
    let answered = false;
    const onAnswer = (response: IncomingMessage) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    };
    const outgoing = secure ? httpsRequest(url, options, onAnswer) : httpRequest(url, options, onAnswer);
    let timer: NodeJS.Timeout | undefined;
    if (init.timeoutMs !== undefined) {
      timer = setTimeout(() => outgoing.destroy(new CallTimeout(`no answer within ${init.timeoutMs} ms`)), init.timeoutMs);
      timer.unref();
    }
    // A 101 switches to a protocol the call never asked for: node hands the socket to an 'upgrade'
    // listener and, without one, closes it with no answer and no error. The status is the answer.
    outgoing.on('upgrade', (response: IncomingMessage, socket: Socket) => {
      socket.destroy();
      resolve({ status: response.statusCode ?? 101, text: '' });
    });
    outgoing.on('close', () => {
      clearTimeout(timer);
      // Anything that settled the call came first; a close with nothing reported must still end it.
      if (!answered) reject(new Error('the connection closed without an answer'));
    });
    outgoing.on('error', (error: Error & { code?: string }) => {
      // The server closed a kept connection just as it was reused: nothing reached it, so the
      // call goes again on a new connection, as a call on a fresh connection would have gone.
      if (outgoing.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
        reject(Object.assign(error, { retryable: true }));
        return;
      }
      reject(error);
    });
    outgoing.end(body);
  });
}

export function keptAliveClient(): KeptAliveClient {
  let agents = { http: new HttpAgent({ keepAlive: true, timeout: idleMs }), https: new HttpsAgent({ keepAlive: true, timeout: idleMs }) };
  return {
    async call(url, init) {
      const parsed = new URL(url);
      try {
        return await attempt(parsed, init, agents);
      } catch (error) {
        if ((error as { retryable?: boolean }).retryable) return attempt(parsed, init, agents);
        throw error;
      }
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
      agents = { http: new HttpAgent({ keepAlive: true, timeout: idleMs }), https: new HttpsAgent({ keepAlive: true, timeout: idleMs }) };
    },
  };
}
