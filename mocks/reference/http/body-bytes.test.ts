// Decision A66: a body over the limit is read to its end and refused, so the answer reaches a
// client still sending; past a far larger bound the request is cut off.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OversizedBody, readBodyBytes } from './body-bytes.ts';

const limits = { keep: 10, drain: 100 };

function read(chunks: string[], declared?: string): Promise<{ error: Error | null; body?: Buffer | OversizedBody }> {
  const stream = new PassThrough();
  const outcome = new Promise<{ error: Error | null; body?: Buffer | OversizedBody }>((resolve) => readBodyBytes(stream, declared, limits, (error, body) => resolve({ error, ...(body === undefined ? {} : { body }) })));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  return outcome;
}

describe('reading a body', () => {
  it('keeps a body within the limit whole', async () => {
    expect(await read(['{"a"', ':1}'])).toEqual({ error: null, body: Buffer.from('{"a":1}') });
  });

  it('reads a body over the limit to its end and hands on only its size', async () => {
    const { error, body } = await read(['x'.repeat(30), 'y'.repeat(30)]);
    expect(error).toBeNull();
    expect(body).toBeInstanceOf(OversizedBody);
    expect((body as OversizedBody).bytes).toBe(60);
  });

  it('cuts off a body past the drain bound, and one announced past it before reading anything', async () => {
    expect((await read(['x'.repeat(60), 'y'.repeat(60)])).error).toMatchObject({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect((await read([], '101')).error).toMatchObject({ statusCode: 413 });
  });
});
