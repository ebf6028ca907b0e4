/**
 * The curl command that sends a recorded call again, to the real target URL. The access token
 * comes from `$GATEWAY_TOKEN`, so the command can be shared; bytes that are not UTF-8 are fed
 * from base64. Headers curl would add on its own (a form content type) are switched off, so the
 * request matches what the check sent; an empty header uses curl's `Name;` form.
 */
import { tokenVariable, type RecordedCall } from '../../../suites/support/http/recorded-call.ts';
import { shellQuote, shellQuoteWithVariables } from './shell-quote.ts';

/** Headers curl sets itself from the request it builds. */
const computed = new Set(['content-length', 'host', 'connection', 'transfer-encoding']);

/** `x-phone-number-id` as people write it: `X-Phone-Number-Id` (names are case-insensitive on the wire). */
export function headerName(name: string): string {
  return name
    .split('-')
    .map((part) => (part === '' ? part : `${part[0]?.toUpperCase() ?? ''}${part.slice(1).toLowerCase()}`))
    .join('-');
}

function headerArgument(name: string, value: string): string {
  if (value === '') return `-H ${shellQuote(`${name};`)}`;
  const line = `${name}: ${value}`;
  return `-H ${line.includes(tokenVariable) ? shellQuoteWithVariables(line, [tokenVariable]) : shellQuote(line)}`;
}

/** `curl ...` for a public call, against `baseUrl` (the target's root, or `$GATEWAY_URL`; the path carries `/api/v2`). */
export function curlCommand(call: RecordedCall, baseUrl: string): string {
  const url = `${baseUrl.replace(/\/+$/, '')}${call.path}`;
  const parts: string[] = ['curl', '-sS', '-i'];
  const hasBody = call.body !== undefined || call.bodyOmittedBytes !== undefined;
  // curl infers GET without a body and POST with one; any other pairing is said outright.
  if (!((call.method === 'GET' && !hasBody) || (call.method === 'POST' && hasBody))) parts.push('-X', shellQuote(call.method));
  const headers = Object.entries(call.headers ?? {}).filter(([name]) => !computed.has(name.toLowerCase()));
  for (const [name, value] of headers) parts.push(headerArgument(headerName(name), value));
  let input: string | undefined;
  if (hasBody && !headers.some(([name]) => name.toLowerCase() === 'content-type')) parts.push(`-H ${shellQuote('Content-Type:')}`);
  if (call.bodyOmittedBytes !== undefined) {
    parts.push('--data-binary', '@body.bin');
  } else if (call.body !== undefined && call.bodyEncoding === 'base64') {
    input = `printf '%s' ${shellQuote(call.body)} | base64 -d | `;
    parts.push('--data-binary', '@-');
  } else if (call.body !== undefined) {
    parts.push('--data-binary', shellQuote(call.body));
  }
  parts.push(baseUrl === gatewayUrlVariable ? shellQuoteWithVariables(url, [gatewayUrlVariable]) : shellQuote(url));
  const command = `${input ?? ''}${parts.join(' ')}`;
  const notes: string[] = [];
  if (call.bodyOmittedBytes !== undefined) notes.push(`# the body (${call.bodyOmittedBytes} bytes) was too large to record: put it in body.bin`);
  if (call.replaced && call.replaced.length > 0) notes.push(`# replaced before recording: ${call.replaced.join(', ')}; put the value back to send it`);
  return [...notes, command].join('\n');
}

/** A base URL in a curl for a build that is no longer running: the reader sets the variable. */
export const gatewayUrlVariable = '$GATEWAY_URL';

function firstChars(text: string, limit: number | undefined): string {
  return limit !== undefined && text.length > limit ? `${text.slice(0, limit)}... (${text.length - limit} more characters)` : text;
}

/** The request as text (for a target with no URL, and as what a failure sent); the body cut at `limit` characters when given. */
export function describeRequest(call: RecordedCall, limit?: number): string {
  const lines = [`${call.method} ${call.path}`];
  for (const [name, value] of Object.entries(call.headers ?? {})) lines.push(`${headerName(name)}: ${value}`);
  if (call.bodyOmittedBytes !== undefined) lines.push('', `(body of ${call.bodyOmittedBytes} bytes, not recorded)`);
  else if (call.body !== undefined) lines.push('', call.bodyEncoding === 'base64' ? `(base64) ${firstChars(call.body, limit)}` : firstChars(call.body, limit));
  return lines.join('\n');
}

/** What came back to a call: status, content type and the body's first characters, or why nothing came. */
export function describeResponse(call: RecordedCall, limit?: number): string | null {
  if (call.transportError !== undefined) return `no answer: ${call.transportError}`;
  if (!call.response) return null;
  const type = call.response.headers?.['content-type'];
  const lines = [`${call.response.status}${type === undefined ? '' : ` (${type})`}`];
  if (call.response.body) lines.push(firstChars(call.response.body, limit));
  return lines.join('\n');
}
