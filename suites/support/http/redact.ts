/**
 * Secrets never reach a report: access tokens, control tokens and signatures are replaced before
 * an exchange is recorded or printed.
 */
const secretHeaders = new Set(['authorization', 'x-hub-signature-256', 'x-service-signature']);

export function isSecretHeader(name: string): boolean {
  return secretHeaders.has(name.toLowerCase());
}

export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = isSecretHeader(name) ? redactValue(value) : value;
  }
  return out;
}

function redactValue(value: string): string {
  const scheme = /^(\w+)\s/.exec(value)?.[1];
  return scheme ? `${scheme} <redacted>` : '<redacted>';
}
