/**
 * Test kit for the HTTP edges of the mocks (this one and, as its tests may use the upstream mock,
 * the reference): hostile bodies made from valid ones, one raw HTTP exchange written byte for
 * byte, and a look at the built-in prototypes. Test code only; the mock itself never loads it.
 */
import { connect } from 'node:net';
import fc from 'fast-check';

export interface HostileBody {
  what: string;
  bytes: Buffer;
}

const body = (what: string, bytes: Buffer | string): HostileBody => ({ what, bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes) });

/** A member name looked for on every built-in prototype once hostile bodies have been read. */
export const pollutionMarker = 'pollutedByEdgeTests';

const badUtf8 = [[0x80], [0xff], [0xc0, 0x80], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]];
const protoMembers = [`"__proto__":{"${pollutionMarker}":1}`, `"constructor":{"prototype":{"${pollutionMarker}":1}}`, `"prototype":{"${pollutionMarker}":1}`];

function nested(depth: number, arrays: boolean): string {
  return arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
}

/** Bodies broken in the ways clients and attackers break them, around the JSON texts in `valid`. */
export function hostileBodies(valid: readonly string[]): fc.Arbitrary<HostileBody> {
  const text = fc.constantFrom(...valid);
  return fc.oneof(
    text.chain((t) => fc.integer({ min: 1, max: t.length - 1 }).map((at) => body(`cut short at ${at}`, t.slice(0, at)))),
    text.chain((t) => fc.tuple(fc.integer({ min: 0, max: t.length }), fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\')).map(([at, c]) => body(`a stray ${c} at ${at}`, `${t.slice(0, at)}${c}${t.slice(at)}`))),
    text.chain((t) => fc.tuple(fc.integer({ min: 1, max: t.length - 1 }), fc.constantFrom(...badUtf8)).map(([at, bad]) => body(`bytes ${bad.join(',')} at ${at}`, Buffer.concat([Buffer.from(t.slice(0, at)), Buffer.from(bad), Buffer.from(t.slice(at))])))),
    fc.tuple(text, fc.integer({ min: 65, max: 20_000 }), fc.boolean()).map(([t, depth, arrays]) => body(`${depth} levels deep`, t.replace(/}$/, `,"deep":${nested(depth, arrays)}}`))),
    fc.tuple(text, fc.constantFrom(...protoMembers)).map(([t, member]) => body(`with ${member}`, t.replace(/^{/, `{${member},`))),
    fc.constantFrom('null', '5', '"x"', '[]', 'true', '', ' ', '{}', '{"a":1e999}').map((t) => body(`the JSON ${JSON.stringify(t)}`, t)),
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => body(`${bytes.length} random bytes`, Buffer.from(bytes))),
    fc.jsonValue({ maxDepth: 3 }).map((value) => body('some JSON value', JSON.stringify(value) ?? 'null')),
  );
}

const watched: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
];
const before = new Map(watched.map(([name, proto]) => [name, new Set(Reflect.ownKeys(proto))]));

/** Members added to a built-in prototype since this module loaded. */
export function prototypeAdditions(): string[] {
  return watched.flatMap(([name, proto]) => Reflect.ownKeys(proto).filter((key) => !before.get(name)?.has(key)).map((key) => `${name}.${String(key)}`));
}

export interface RawAnswer {
  /** The whole answer as text; empty when the connection closed without one. */
  text: string;
  status: number | undefined;
  /** Whether the server closed the connection (rather than the time running out). */
  closed: boolean;
}

/**
 * Writes `bytes` on a fresh connection and reads until the server closes it or `timeoutMs` passes
 * (by default a safety net far above an answer's time, so a busy machine never cuts one short).
 */
export function rawExchange(url: string, bytes: Buffer | string, timeoutMs = 30_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      resolve({ text, status: status === undefined ? undefined : Number(status), closed });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
  });
}

/** The JSON body of a raw answer, or undefined. */
export function rawJson(answer: RawAnswer): unknown {
  const at = answer.text.indexOf('\r\n\r\n');
  try {
    return JSON.parse(answer.text.slice(at + 4)) as unknown;
  } catch {
    return undefined;
  }
}
