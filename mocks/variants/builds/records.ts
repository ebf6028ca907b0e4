/**
 * The records a gateway answers with, where the spec leaves their form open: absent versus null
 * (A34, A47), `sent_at` at send time (A34), `source` of sends that are not templates (A33), and how
 * exactly a replay repeats the original (A65).
 */
import type { AllowedVariant } from '../allowed-variant.ts';
import { isListing, isObject, isSend, withJson, type Json } from '../kit/json-answer.ts';

const sentRecord = (exchange: Parameters<NonNullable<AllowedVariant['wire']>>[0]) => isSend(exchange) && exchange.status === 200;

function withoutNulls(value: Json): Json {
  return isObject(value) ? Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null)) : value;
}

export const recordNullsLeftOut: AllowedVariant = {
  name: 'record-nulls-left-out',
  decision: 'A34',
  sections: ['2.2'],
  change: 'A message record leaves out every field whose value is not known yet instead of giving it as null.',
  wire: (exchange) => (sentRecord(exchange) ? withJson(exchange, withoutNulls) : exchange),
};

export const sentAtUnknownAtSend: AllowedVariant = {
  name: 'sent-at-unknown-at-send',
  decision: 'A34',
  sections: ['2.2'],
  change: 'The record a send answers with has sent_at null: the time is filled in only once the platform reports it.',
  wire: (exchange) => (sentRecord(exchange) ? withJson(exchange, (body) => (isObject(body) ? { ...body, sent_at: null } : body)) : exchange),
};

export const apiSourceNamedOtherwise: AllowedVariant = {
  name: 'api-source-named-otherwise',
  decision: 'A33',
  sections: ['2.2'],
  change: 'Text, media and interactive sends show source DEVELOPER_API instead of API (template sends stay HUMAN).',
  wire: (exchange) => (sentRecord(exchange) ? withJson(exchange, (body) => (isObject(body) && body.source === 'API' ? { ...body, source: 'DEVELOPER_API' } : body)) : exchange),
};

function withoutReasonWhenSendable(value: Json): Json {
  if (!isObject(value) || value.sendable !== true) return value;
  const { unsendable_reason: _left, ...rest } = value;
  return rest;
}

export const unsendableReasonLeftOut: AllowedVariant = {
  name: 'unsendable-reason-left-out',
  decision: 'A47',
  sections: ['2.5', '4.2'],
  change: 'A sendable template in the listing has no unsendable_reason field instead of null.',
  wire: (exchange) => (isListing(exchange) && exchange.status === 200 ? withJson(exchange, (body) => (isObject(body) && Array.isArray(body.items) ? { ...body, items: body.items.map(withoutReasonWhenSendable) } : body)) : exchange),
};

function sortedKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys(value[key] ?? null)]));
}

export const replayReRendered: AllowedVariant = {
  name: 'replay-re-rendered',
  decision: 'A65',
  sections: ['3.3'],
  change: 'A replay is rendered again from the stored record (keys sorted, indented) instead of repeating the original bytes.',
  wire: (exchange) => (isSend(exchange) && exchange.headers['idempotency-replayed'] === 'true' ? withJson(exchange, sortedKeys, (body) => JSON.stringify(body, null, 1)) : exchange),
};
