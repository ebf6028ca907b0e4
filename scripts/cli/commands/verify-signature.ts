/**
 * `gateway-harness verify-signature`: the subscriber's verifier (section 5, item 7) on one
 * delivery given by hand, e.g. copied from a log. The secret comes from the environment or a
 * file, never from argv, so it stays out of shell history and process listings.
 */
import { readFileSync } from 'node:fs';
import { rejectionReasons, verifyDelivery } from '../../../suites/support/signatures/verify-delivery.ts';
import { parseOptions, UsageError, type Command } from '../command.ts';

/** The reasons, comma-separated, in lines short enough for a terminal. */
function reasonLines(): string {
  const lines = [''];
  for (const reason of rejectionReasons) {
    const last = lines.length - 1;
    if ((lines[last] ?? '').length + reason.length > 90) lines.push('');
    lines[lines.length - 1] += `${reason}, `;
  }
  return lines.map((line) => `  ${line.trimEnd()}`).join('\n').replace(/,$/, '');
}

const usage = `usage: gateway-harness verify-signature (--secret-env NAME | --secret-file PATH)
                                        --timestamp T --signature S [--body-file PATH] [--now T]

Verifies one event delivery as section 5, item 7 of the spec tells a subscriber to: HMAC-SHA256
over the timestamp, a full stop and the exact body bytes, keyed with the UTF-8 bytes of the
subscription secret, compared in constant time with the hex after "sha256="; a timestamp more
than 300 s from now is refused. Prints "valid" and exits 0, or "invalid: <reason> (<why>)" and
exits 1. The secret is never taken from the command line.

  --secret-env NAME   read the subscription secret from environment variable NAME
  --secret-file PATH  read it from a file (one trailing line break is dropped)
  --timestamp T       the X-Service-Timestamp header, as received
  --signature S       the X-Service-Signature header, as received
  --body-file PATH    the raw body (default: standard input, read as bytes)
  --now T             judge the timestamp at T instead of the current time, to replay an old
                      delivery: Unix seconds, or ISO 8601 with a zone (2026-11-02T09:00:00Z)

Reasons, as the word after "invalid:":
${reasonLines()}`;

const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function secretOf(envName: string | undefined, file: string | undefined): string {
  if (envName !== undefined && file !== undefined) throw new UsageError('give one of --secret-env and --secret-file, not both');
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read --secret-file: ${(error as Error).message}`);
    }
    // Files written by `echo` or an editor end in a line break that is no part of the secret.
    const secret = text.replace(/\r?\n$/, '');
    if (secret === '') throw new UsageError('the --secret-file is empty');
    return secret;
  }
  if (envName === undefined) throw new UsageError('give the subscription secret with --secret-env NAME or --secret-file PATH');
  // The name is not echoed: someone who typed the secret itself here should not see it printed.
  const secret = process.env[envName];
  if (secret === undefined || secret === '') throw new UsageError('the environment variable named by --secret-env is not set or empty');
  return secret;
}

function nowMsOf(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const parsed = isoWithZone.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(parsed)) throw new UsageError(`--now must be Unix seconds or an ISO 8601 time with a zone, got ${JSON.stringify(raw)}`);
  return parsed;
}

async function bodyOf(file: string | undefined): Promise<Buffer> {
  if (file !== undefined) {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new UsageError(`cannot read --body-file: ${(error as Error).message}`);
    }
  }
  // Waiting on a terminal would look like a hang; the body has to come from a pipe or a file.
  if (process.stdin.isTTY) throw new UsageError('give the raw body with --body-file PATH or on standard input');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const verifySignatureCommand: Command = {
  name: 'verify-signature',
  usage,
  async run(argv) {
    // Refused before parsing, so the value is never echoed in an "unknown option" message.
    if (argv.some((arg) => arg === '--secret' || arg.startsWith('--secret='))) {
      throw new UsageError('the secret is not taken from the command line, where shell history keeps it; use --secret-env NAME or --secret-file PATH');
    }
    const { values } = parseOptions(argv, {
      'secret-env': { type: 'string' },
      'secret-file': { type: 'string' },
      timestamp: { type: 'string' },
      signature: { type: 'string' },
      'body-file': { type: 'string' },
      now: { type: 'string' },
    });
    if (values.timestamp === undefined) throw new UsageError('give the X-Service-Timestamp header with --timestamp');
    if (values.signature === undefined) throw new UsageError('give the X-Service-Signature header with --signature');
    const secret = secretOf(values['secret-env'], values['secret-file']);
    const nowMs = nowMsOf(values.now);
    const body = await bodyOf(values['body-file']);
    const verdict = verifyDelivery({ signature: values.signature, timestamp: values.timestamp, body }, secret, nowMs === undefined ? {} : { nowMs });
    console.log(verdict.valid ? 'valid' : `invalid: ${verdict.reason} (${verdict.detail})`);
    return verdict.valid ? 0 : 1;
  },
};
