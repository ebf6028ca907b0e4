/**
 * A connection held in memory: two ends of a byte stream, one handed to a node:http server as
 * if a client had connected, the other written by node:http's client. Both sides still write
 * and parse HTTP/1.1 as they do on a socket; only the kernel's loopback, and its wake-ups for
 * every write, are left out.
 */
import { Duplex } from 'node:stream';

/** One end; what it writes is read at the other end. */
class MemoryEnd extends Duplex {
  peer: MemoryEnd | undefined;
  // What node:http reads or sets on a socket; a connection in memory has no timers of its own.
  readonly remoteAddress = '127.0.0.1';
  readonly remoteFamily = 'IPv4';
  readonly localAddress = '127.0.0.1';
  readonly connecting = false;

  constructor(readonly remotePort: number, readonly localPort: number) {
    super({ allowHalfOpen: false });
  }

  override _read(): void {
    // Bytes are pushed by the other end as it writes them.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.peer?.push(chunk);
    done();
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    const [only] = chunks;
    this.peer?.push(chunks.length === 1 && only ? only.chunk : Buffer.concat(chunks.map((c) => c.chunk)));
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.peer?.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // The other end reads the end of the stream, as after a socket's close.
    const peer = this.peer;
    this.peer = undefined;
    if (peer && !peer.readableEnded) peer.push(null);
    done(error);
  }

  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  destroySoon(): void {
    if (this.writableFinished) this.destroy();
    else this.end(() => this.destroy());
  }
}

/** A client end and a server end, joined. */
export function memoryConnection(serverPort: number): { client: Duplex; server: Duplex } {
  const client = new MemoryEnd(serverPort, 0);
  const server = new MemoryEnd(0, serverPort);
  client.peer = server;
  server.peer = client;
  return { client, server };
}
