/**
 * A business account's phone numbers (`GET /{waba_id}/phone_numbers`), in the order the world
 * lists them, with the platform's cursor paging, the `fields` selection and `summary=total_count`.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { platformError, type ErrorEnvelope } from '../errors/platform-error.ts';
import { cursorPage, type PageQuery } from '../graph/cursor-page.ts';
import type { PlatformState } from '../state/model.ts';
import { numberFields, renderNumber } from './number-fields.ts';

type PhoneNumberPage = components['schemas']['PhoneNumberPage'];

export interface NumberListQuery extends PageQuery {
  fields?: string;
  summary?: string;
}

export type NumberListOutcome = { status: 200; body: PhoneNumberPage } | { status: number; body: ErrorEnvelope };

export function listNumbers(state: PlatformState, businessAccountId: string, query: NumberListQuery, pageUrl: (params: Record<string, string>) => string): NumberListOutcome {
  const numbers = [...state.numbers.values()].filter((n) => n.businessAccountId === businessAccountId);
  const fields = numberFields(query.fields);
  const keep: Record<string, string> = {};
  if (query.fields !== undefined) keep.fields = query.fields;
  if (query.summary !== undefined) keep.summary = query.summary;
  const page = cursorPage(numbers, query, (n) => n.phoneNumberId, keep, pageUrl);
  if (!page.ok) return platformError(100, { details: page.details });
  const counted = (query.summary ?? '').split(',').some((s) => s.trim() === 'total_count');
  const body: PhoneNumberPage = {
    data: page.items.map((n) => renderNumber(n, fields)),
    ...(page.paging ? { paging: page.paging } : {}),
    ...(counted ? { summary: { total_count: numbers.length } } : {}),
  };
  return { status: 200, body };
}
