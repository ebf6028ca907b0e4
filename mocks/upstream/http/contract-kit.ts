/**
 * What a supertest exchange with the platform mock departs from the upstream contract, request
 * and response alike, each departure in one line (empty when it conforms).
 */
import type { Response } from 'supertest';
import { exchangeContract } from '../../../contracts/exchange/bundled-contracts.ts';
import { validateExchange } from '../../../contracts/exchange/validate-exchange.ts';
import { formatViolation } from '../../../contracts/exchange/violation.ts';

interface SentRequest {
  method: string;
  path: string;
  getHeaders(): Record<string, number | string | string[] | undefined>;
}

const text = (headers: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : String(value)]])));

/** The body as it came: a test that parses bodies itself leaves supertest no text of it. */
function bodyText(response: Response): string {
  if (typeof response.text === 'string') return response.text;
  const body: unknown = response.body;
  return Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
}

export function contractDepartures(response: Response): string[] {
  const sent = (response as unknown as { req: SentRequest }).req;
  return validateExchange(
    exchangeContract('upstream'),
    { method: sent.method, path: sent.path, headers: text(sent.getHeaders()) },
    { status: response.status, headers: text(response.headers as Record<string, unknown>), text: bodyText(response) },
  ).map(formatViolation);
}
