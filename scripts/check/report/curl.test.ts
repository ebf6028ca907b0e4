// The printed curl must run as shown: each command here is handed to bash with `curl` replaced
// by a function that prints the arguments it received (and its input), and the arguments must
// be exactly the request that was recorded.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import { curlCommand, describeRequest, headerName } from './curl.ts';
import { shellQuote, shellQuoteWithVariables } from './shell-quote.ts';

/** What bash hands to `curl` for `command`, with GATEWAY_TOKEN set; stdin read by curl follows the arguments. */
function argumentsOf(command: string): { args: string[]; input: string } {
  const script = `curl() { printf '%s\\0' "$@"; printf '\\1'; cat; }\nGATEWAY_TOKEN='tok en"$x'\n${command}\n`;
  const result = spawnSync('bash', ['-c', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  expect(result.stderr).toBe('');
  const [args = '', input = ''] = result.stdout.split('\u0001');
  return { args: args.split('\u0000').slice(0, -1), input };
}

const send = (body: string, headers: Record<string, string> = {}): RecordedCall => ({
  plane: 'public',
  method: 'POST',
  path: '/api/v2/messages',
  headers: { 'content-type': 'application/json', authorization: 'Bearer $GATEWAY_TOKEN', ...headers },
  body,
  bodyEncoding: 'utf8',
});

describe('shell quoting', () => {
  it.each([
    ['plain', 'abc-1.2'],
    ['single quotes', `it's "quoted" \\ $HOME \`x\``],
    ['new lines', 'line one\nline two\n'],
    ['non-ASCII', 'héllo 😀 Привет ١٢٣'],
    ['tab and carriage return', 'a\tb\r\nc'],
    ['escape character', 'bell \u0007 and \u001b[31m'],
    ['empty', ''],
    ['glob and history characters', '* ? [a] !x ~ # &'],
  ])('%s survive a trip through bash', (_name, text) => {
    const out = spawnSync('bash', ['-c', `printf '%s' ${shellQuote(text)}`], { encoding: 'utf8' });
    expect(out.stdout).toBe(text);
  });

  it('expands only the named variable inside a double-quoted word', () => {
    const word = shellQuoteWithVariables('Authorization: Bearer $GATEWAY_TOKEN "$HOME"', ['$GATEWAY_TOKEN']);
    const out = spawnSync('bash', ['-c', `GATEWAY_TOKEN=t0k; printf '%s' ${word}`], { encoding: 'utf8' });
    expect(out.stdout).toBe('Authorization: Bearer t0k "$HOME"');
    expect(shellQuoteWithVariables('x $GATEWAY_TOKENsuffix', ['$GATEWAY_TOKEN'])).toBe('"x ${GATEWAY_TOKEN}suffix"');
  });
});

describe('the curl of a recorded call', () => {
  it('sends the body byte for byte: quotes, new lines and non-ASCII', () => {
    const body = `{"to":"15550001111","text":"it's \\"quoted\\"\\nline 2 é 😀"}\n`;
    const command = curlCommand(send(body, { 'idempotency-key': "order-1'x" }), 'http://127.0.0.1:8080/');
    expect(command).toContain('-H "Authorization: Bearer $GATEWAY_TOKEN"');
    expect(argumentsOf(command).args).toEqual([
      '-sS', '-i',
      '-H', 'Content-Type: application/json',
      '-H', 'Authorization: Bearer tok en"$x',
      '-H', "Idempotency-Key: order-1'x",
      '--data-binary', body,
      'http://127.0.0.1:8080/api/v2/messages',
    ]);
  });

  it('quotes a query string and names a method curl would not infer', () => {
    const call: RecordedCall = { plane: 'public', method: 'GET', path: '/api/v2/templates?sendable=true&limit=5', headers: { authorization: 'Bearer $GATEWAY_TOKEN' } };
    expect(argumentsOf(curlCommand(call, 'https://gw.example.test')).args).toEqual(['-sS', '-i', '-H', 'Authorization: Bearer tok en"$x', 'https://gw.example.test/api/v2/templates?sendable=true&limit=5']);
    const del: RecordedCall = { plane: 'public', method: 'DELETE', path: '/api/v2/messages', headers: {} };
    expect(argumentsOf(curlCommand(del, 'http://h')).args).toEqual(['-sS', '-i', '-X', 'DELETE', 'http://h/api/v2/messages']);
  });

  it('sends an empty header as empty and switches off the content type curl would add', () => {
    const call: RecordedCall = { plane: 'public', method: 'POST', path: '/api/v2/messages', headers: { 'x-phone-number-id': '' }, body: 'to=1', bodyEncoding: 'utf8' };
    expect(argumentsOf(curlCommand(call, 'http://h')).args).toEqual(['-sS', '-i', '-H', 'X-Phone-Number-Id;', '-H', 'Content-Type:', '--data-binary', 'to=1', 'http://h/api/v2/messages']);
  });

  it('feeds bytes that are not UTF-8 from base64, so they arrive unchanged', () => {
    const bytes = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
    const call: RecordedCall = { plane: 'public', method: 'POST', path: '/api/v2/messages', headers: { 'content-type': 'application/json' }, body: bytes.toString('base64'), bodyEncoding: 'base64' };
    const result = spawnSync('bash', ['-c', `curl() { cat; }\n${curlCommand(call, 'http://h')}`]);
    expect(Buffer.from(result.stdout)).toEqual(bytes);
  });

  it('says what was replaced and which body could not be kept', () => {
    const call: RecordedCall = { ...send(''), body: undefined, bodyOmittedBytes: 70_000, replaced: ['one-time code'] };
    const command = curlCommand(call, 'http://h');
    expect(command).toContain('# the body (70000 bytes) was too large to record: put it in body.bin');
    expect(command).toContain('# replaced before recording: one-time code');
    expect(command.split('\n').at(-1)).toContain('--data-binary @body.bin');
  });

  it('writes the request out when there is no URL to call (in-process target)', () => {
    expect(describeRequest(send('{"a":1}'))).toBe('POST /api/v2/messages\nContent-Type: application/json\nAuthorization: Bearer $GATEWAY_TOKEN\n\n{"a":1}');
    expect(headerName('x-phone-number-id')).toBe('X-Phone-Number-Id');
  });
});
