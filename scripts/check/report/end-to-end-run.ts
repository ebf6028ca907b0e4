/**
 * For the tests that run `gateway-harness check` end to end against a build that breaks a rule:
 * the bundled reference behind a proxy that changes some of its answers (no faulty build has to
 * be written for it), and the command run in a child process with everything it printed.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { runCli, type FinishedCli } from '../../cli/cli-process.ts';

export interface ProxiedRequest {
  method: string;
  path: string;
  body: Buffer;
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the proxy answers in place of the gateway's answer; its content length is set to match. */
export type Alteration = (request: ProxiedRequest, answer: ProxiedAnswer) => Pick<ProxiedAnswer, 'headers' | 'body'>;

/** A proxy on a loopback port that forwards every request to `target` and answers what `alter` makes of the answer. */
export function alteringProxy(target: string, alter: Alteration): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', path: req.url ?? '/', body: Buffer.concat(chunks) };
      const forwarded = httpRequest(new URL(request.path, target), { method: request.method, headers: req.headers }, async (answer) => {
        const parts: Buffer[] = [];
        for await (const part of answer) parts.push(part as Buffer);
        const status = answer.statusCode ?? 502;
        const out = alter(request, { status, headers: answer.headers, body: Buffer.concat(parts) });
        const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = out.headers;
        res.writeHead(status, { ...headers, 'content-length': String(out.body.length) }).end(out.body);
      });
      forwarded.on('error', () => res.writeHead(502).end());
      forwarded.end(request.body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export type CheckRun = FinishedCli;

/** `gateway-harness check ARGS` to its end, with `env` added to this process's environment. */
export function runCheck(args: readonly string[], env: Record<string, string> = {}): Promise<CheckRun> {
  return runCli(['check', ...args], { env });
}
