/**
 * Refusals whose status or wording the spec leaves open: bodies that are not JSON (A17) or too
 * large (A66), the two flavours of 401 (A14), wrong methods (A56), the legacy path (A61), the
 * served documents behind a token (A16), and headers a deployment may add (A8, A59).
 */
import type { WireAnswer, WireExchange } from '../../faulty/kit/wire.ts';
import type { AllowedVariant } from '../allowed-variant.ts';
import { errorAnswer, errorCode, isSend, requestMediaType } from '../kit/json-answer.ts';

/** A send the reference refused as unreadable because it was not declared JSON (decision A17). */
function notDeclaredJson(exchange: WireExchange): boolean {
  const type = requestMediaType(exchange);
  return isSend(exchange) && exchange.status === 422 && type !== 'application/json' && errorCode(exchange) === 'validation_error';
}

export const nonJsonBodyAs415: AllowedVariant = {
  name: 'non-json-body-as-415',
  decision: 'A17',
  sections: ['4.1', '7'],
  change: 'A send whose Content-Type is missing or not JSON is answered 415 unsupported_media_type instead of 422 validation_error.',
  wire: (exchange) => (notDeclaredJson(exchange) ? errorAnswer(exchange, 415, { code: 'unsupported_media_type', message: 'Send the body as application/json.' }) : exchange),
};

export const nonJsonBodyAs400: AllowedVariant = {
  name: 'non-json-body-as-400',
  decision: 'A17',
  sections: ['4.1', '7'],
  change: 'A send whose Content-Type is missing or not JSON is answered 400 validation_error (with its detail) instead of 422.',
  wire: (exchange) => (notDeclaredJson(exchange) ? { ...exchange, status: 400 } : exchange),
};

const megabyte = 1_048_576;

export const oversizedBodyAs413: AllowedVariant = {
  name: 'oversized-body-as-413',
  decision: 'A66',
  sections: ['8', '7'],
  change: 'A send body over 1 MiB is answered 413 payload_too_large instead of 422 validation_error.',
  wire: (exchange) => {
    const length = Number(exchange.requestHeaders['content-length'] ?? 0);
    const tooLarge = isSend(exchange) && exchange.status === 422 && length > megabyte;
    return tooLarge ? errorAnswer(exchange, 413, { code: 'payload_too_large', message: 'The body is larger than 1 MiB.' }) : exchange;
  },
};

export const missingTokenOtherMessage: AllowedVariant = {
  name: 'missing-token-other-message',
  decision: 'A14',
  sections: ['5'],
  change: 'A request without Authorization gets 401 not_authenticated with its own message and no WWW-Authenticate header.',
  wire: (exchange) => {
    if (exchange.status !== 401 || exchange.requestHeaders.authorization !== undefined) return exchange;
    const { 'www-authenticate': _dropped, ...headers } = exchange.headers;
    return errorAnswer({ ...exchange, headers }, 401, { code: 'not_authenticated', message: 'No access token was given.' });
  },
};

export const wrongMethodAs404: AllowedVariant = {
  name: 'wrong-method-as-404',
  decision: 'A56',
  sections: ['7'],
  change: 'A known path with a method it does not serve is answered 404 not_found instead of 405, without Allow.',
  wire: (exchange) => {
    if (exchange.status !== 405) return exchange;
    const { allow: _dropped, ...headers } = exchange.headers;
    return errorAnswer({ ...exchange, headers }, 404, { code: 'not_found', message: 'Nothing is served here.' });
  },
};

export const legacyPathForbidden: AllowedVariant = {
  name: 'legacy-path-forbidden',
  decision: 'A61',
  sections: ['9'],
  change: 'Every /api/v1 path is answered 403 forbidden instead of 404.',
  wire: (exchange) => (exchange.path.startsWith('/api/v1') ? errorAnswer(exchange, 403, { code: 'forbidden', message: 'This interface is internal.' }) : exchange),
};

const servedDocuments = new Set(['/api/v2/openapi.json', '/api/v2/docs']);

export const documentsNeedToken: AllowedVariant = {
  name: 'documents-need-token',
  decision: 'A16',
  sections: ['1', '9'],
  change: 'The served openapi.json and docs page answer 401 to a request without a Bearer token.',
  wire: (exchange): WireAnswer => {
    const bearer = /^bearer \S+$/i.test(exchange.requestHeaders.authorization ?? '');
    if (!servedDocuments.has(exchange.path) || bearer) return exchange;
    return errorAnswer(exchange, 401, { code: 'not_authenticated', message: 'Send a Bearer token to read the documents.' });
  },
};

export const replayedFalseOnFreshSends: AllowedVariant = {
  name: 'replayed-false-on-fresh-sends',
  decision: 'A8',
  sections: ['3.3'],
  change: 'Every send answer that is not a replay carries Idempotency-Replayed: false.',
  wire: (exchange) => (isSend(exchange) && exchange.headers['idempotency-replayed'] === undefined ? { ...exchange, headers: { ...exchange.headers, 'idempotency-replayed': 'false' } } : exchange),
};

export const requestIdHeader: AllowedVariant = {
  name: 'request-id-header',
  decision: 'A59',
  sections: ['7'],
  change: 'Every answer carries an X-Request-Id header, as a proxy in front of a gateway may add.',
  wire: (exchange) => ({ ...exchange, headers: { ...exchange.headers, 'x-request-id': `req-${exchange.method.toLowerCase()}-${exchange.path.length}` } }),
};

const outagePrefix = 'The message could not be sent:';

export const outageAs500: AllowedVariant = {
  name: 'outage-as-500',
  decision: 'A57',
  sections: ['7'],
  change: 'A platform outage during a send (no answer, a 5xx, a timeout) is answered 500 internal_error instead of 502 send_failed.',
  wire: (exchange) => {
    const outage = isSend(exchange) && exchange.status === 502 && exchange.body.includes(JSON.stringify(outagePrefix).slice(1, -1));
    return outage ? errorAnswer(exchange, 500, { code: 'internal_error', message: 'The platform could not be reached; retry with the same Idempotency-Key.' }) : exchange;
  },
};
