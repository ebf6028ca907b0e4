/**
 * Random bytes for ids and salts, from the system's CSPRNG like `randomBytes`, but fetched 4 KiB
 * at a time: one `getRandomValues` call per ULID character (sixteen per id, as the `ulid` package
 * draws them) and one `randomBytes` call per idempotency salt were several per cent of the send
 * path's CPU under load (scripts/bench/README.md).
 */
import { randomFillSync } from 'node:crypto';

const poolSize = 4096;

/** Hands out bytes of a pool that is refilled from the CSPRNG when used up; never reuses one. */
class BytePool {
  private readonly pool = Buffer.allocUnsafeSlow(poolSize);
  private next = poolSize;

  take(count: number): Buffer {
    if (this.next + count > poolSize) {
      randomFillSync(this.pool);
      this.next = 0;
    }
    const taken = this.pool.subarray(this.next, this.next + count);
    this.next += count;
    return taken;
  }

  byte(): number {
    return this.take(1)[0] as number;
  }
}

/** The `ulid` package's PRNG: a fraction of 256 per byte, as its own source draws it. */
export function pooledPrng(): () => number {
  const pool = new BytePool();
  return () => pool.byte() / 256;
}

const saltPool = new BytePool();

/** `count` random bytes as base64url text (the copy is the text; the pool's bytes are not kept). */
export function randomText(count: number): string {
  return saltPool.take(count).toString('base64url');
}
