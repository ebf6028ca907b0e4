/**
 * Server-sent events to the handset page: each open page gets every change as it happens, so
 * nothing reloads. Streams end when the page goes away or the handset closes; a comment line now
 * and then keeps idle connections from being cut by anything in between.
 */
import type { ServerResponse } from 'node:http';
import type { HandsetChange, HandsetStore } from './handset-store.ts';

const heartbeatMs = 15_000;

export interface EventStreams {
  open(response: ServerResponse): void;
  readonly count: number;
  /** Ends every stream (before the server closes, which waits for connections to go). */
  close(): void;
}

export function frame(change: HandsetChange): string {
  const data = change.kind === 'snapshot' ? { conversations: change.conversations } : change.conversation;
  return `event: ${change.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function eventStreams(store: HandsetStore): EventStreams {
  const open = new Set<ServerResponse>();
  return {
    open(response) {
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
      // Where a page starts: everything so far, then each change.
      response.write(`retry: 1000\n\n${frame({ kind: 'snapshot', conversations: store.conversations() })}`);
      const stop = store.listen((change) => response.write(frame(change)));
      const heartbeat = setInterval(() => response.write(': still here\n\n'), heartbeatMs);
      heartbeat.unref();
      open.add(response);
      response.on('close', () => {
        stop();
        clearInterval(heartbeat);
        open.delete(response);
      });
    },
    get count() {
      return open.size;
    },
    close() {
      for (const response of open) response.end();
      open.clear();
    },
  };
}
