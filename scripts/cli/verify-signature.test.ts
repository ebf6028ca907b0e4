// `gateway-harness verify-signature` as a subscriber runs it: a real process, the secret in the
// environment or a file, the body as raw bytes on standard input or in a file. Bad usage is
// refused before any body is read, so those cases run in-process through `main`.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, readVectorFile, type SignatureVector } from '../../fixtures/signatures/vector-file.ts';
import { rejectionReasons } from '../../suites/support/signatures/verify-delivery.ts';
import { captureCli, runCli, type CliOptions } from './cli-process.ts';

const read = readVectorFile();
const vectors = read.ok ? read.file.vectors : [];
const scratch = mkdtempSync(join(tmpdir(), 'verify-signature-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `verify-signature ARGS` as a subscriber runs it: a process of its own. */
const cli = (args: string[], options: CliOptions = {}) => runCli(['verify-signature', ...args], options);
const inProcess = (argv: string[]) => captureCli(['verify-signature', ...argv]);

const headerArgs = (v: SignatureVector) => ['--timestamp', v.headers['X-Service-Timestamp'], '--signature', v.headers['X-Service-Signature']];
const vector = (name: string) => vectors.find((v) => v.name === name)!;

// Each process starts the whole CLI (seconds of CPU on a two-core machine), so they run one at a
// time and only for vectors that test the plumbing: exact bytes on stdin, an empty stdin. The
// verifier itself meets every vector in suites/support/signatures/verify-delivery.test.ts.
describe('gateway-harness verify-signature, as a process', { timeout: 60_000 }, () => {
  it.each(['valid', 'raw-bytes-body', 'empty-body'])('reaches the published verdict for %s from stdin bytes and a secret in the environment', async (name) => {
    const v = vector(name);
    const result = await cli([...headerArgs(v), '--secret-env', 'SUBSCRIPTION_SECRET', '--now', String(v.now)], { env: { SUBSCRIPTION_SECRET: v.secret }, input: bytesOf(v.body_base64) });
    expect([v.expected.valid, result.out, result.code]).toEqual([true, 'valid\n', 0]);
  });

  it('reads the body from --body-file and a non-ASCII secret from --secret-file, dropping its trailing line break', async () => {
    const v = vector('non-ascii-secret');
    writeFileSync(join(scratch, 'body'), bytesOf(v.body_base64));
    writeFileSync(join(scratch, 'secret'), `${v.secret}\n`);
    const result = await cli([...headerArgs(v), '--secret-file', join(scratch, 'secret'), '--body-file', join(scratch, 'body'), '--now', String(v.now)]);
    expect([result.out, result.code]).toEqual(['valid\n', 0]);
  });

  it('replays an old delivery with --now in ISO 8601', async () => {
    const stale = vector('stale-timestamp');
    const iso = new Date(stale.now * 1000).toISOString();
    const replay = await cli([...headerArgs(stale), '--secret-env', 'S', '--now', iso], { env: { S: stale.secret }, input: bytesOf(stale.body_base64) });
    expect([replay.out, replay.code]).toEqual(['invalid: stale_timestamp (the timestamp is 301 s before now; at most 300 s are allowed)\n', 1]);
  });

  it('judges against the real clock without --now', async () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const body = Buffer.from('{"event":"message.sent"}');
    const signature = `sha256=${createHmac('sha256', 'fixture-live').update(`${timestamp}.`).update(body).digest('hex')}`;
    const live = await cli(['--timestamp', timestamp, '--signature', signature, '--secret-env', 'S'], { env: { S: 'fixture-live' }, input: body });
    expect([live.out, live.code]).toEqual(['valid\n', 0]);
  });
});

describe('gateway-harness verify-signature, bad usage', () => {
  const v = vector('valid');
  beforeAll(() => void (process.env.VERIFY_SIGNATURE_TEST_SECRET = v.secret));
  afterAll(() => void delete process.env.VERIFY_SIGNATURE_TEST_SECRET);

  it.each([
    ['a secret as an option', ['--secret', v.secret], 'the secret is not taken from the command line'],
    ['a secret as an option with =', [`--secret=${v.secret}`], 'use --secret-env NAME or --secret-file PATH'],
    ['no secret source', [], 'give the subscription secret with --secret-env NAME or --secret-file PATH'],
    ['an unset environment variable', ['--secret-env', 'VERIFY_SIGNATURE_TEST_UNSET'], 'not set or empty'],
    ['two secret sources', ['--secret-env', 'VERIFY_SIGNATURE_TEST_SECRET', '--secret-file', '/nonexistent'], 'not both'],
    ['an unreadable secret file', ['--secret-file', '/nonexistent/secret'], 'cannot read --secret-file'],
    ['an unreadable body file', ['--secret-env', 'VERIFY_SIGNATURE_TEST_SECRET', '--body-file', '/nonexistent/body'], 'cannot read --body-file'],
    ['a --now that is no time', ['--secret-env', 'VERIFY_SIGNATURE_TEST_SECRET', '--now', 'yesterday'], '--now must be Unix seconds or an ISO 8601 time with a zone, got "yesterday"'],
    ['an unknown option', ['--secret-env', 'VERIFY_SIGNATURE_TEST_SECRET', '--tolerance', '600'], 'unknown option --tolerance'],
  ])('exits 2 on %s, with a hint to --help and without the secret', async (_what, args, message) => {
    const { code, out } = await inProcess([...headerArgs(v), ...args]);
    expect(code).toBe(2);
    expect(out).toContain(message);
    expect(out).toContain('Run `gateway-harness verify-signature --help` for its options.');
    expect(out).not.toContain('usage: gateway-harness verify-signature');
    expect(out).not.toContain(v.secret);
  });

  it.each([
    ['--timestamp', ['--signature', v.headers['X-Service-Signature']]],
    ['--signature', ['--timestamp', v.headers['X-Service-Timestamp']]],
  ])('exits 2 without %s', async (option, args) => {
    const { code, out } = await inProcess([...args, '--secret-env', 'VERIFY_SIGNATURE_TEST_SECRET']);
    expect([code, out.includes(`with ${option}`)]).toEqual([2, true]);
  });

  it('lists every reason in its usage', async () => {
    const { code, out } = await inProcess(['--help']);
    expect(code).toBe(0);
    for (const reason of rejectionReasons) expect(out).toContain(reason);
  });
});
