/**
 * The listing where section 4.2 leaves the form open: how a cursor is written and what it holds
 * (A92), whether a walk may end on an empty page (A46), how full a page is while more follow
 * (A45), the order of equal creation times (A42), and which spellings of the query are accepted
 * (A43, A44, A69).
 */
import { validationRefusal } from '../../reference/errors/gateway-error.ts';
import { issueCursor, readCursor } from '../../reference/listing/cursor.ts';
import type { ListContext } from '../../reference/listing/list-context.ts';
import { newestFirst, positionOf } from '../../reference/listing/newest-first.ts';
import { refusalReply, type Reply } from '../../reference/pipeline/reply.ts';
import { changeStep } from '../../faulty/kit/steps.ts';
import type { AllowedVariant } from '../allowed-variant.ts';
import { equalTimesIdDescendingPage } from '../kit/id-descending-page.ts';

type Page = { items: { id: string }[]; next_cursor: string | null; has_more: boolean };

/** The page a reply carries, when it is one. */
function pageOf(reply: Reply | undefined): Page | undefined {
  return reply?.status === 200 ? (JSON.parse(reply.body) as Page) : undefined;
}

function withPage(reply: Reply, page: Page): Reply {
  return { ...reply, body: JSON.stringify(page) };
}

const hex = /^(?:[0-9a-f]{2})+$/;

export const cursorInHex: AllowedVariant = {
  name: 'cursor-in-hex',
  decision: 'cursor encoding',
  sections: ['4.2', '2.6'],
  change: 'Cursors are written in lower-case hex instead of base64url with a dot.',
  parts: (base) => ({
    listSteps: changeStep(
      changeStep(base.listSteps, 'cursor', (original) => (context) => {
        const { query } = context;
        if (query) context.query = { ...query, cursors: query.cursors.map((c) => (hex.test(c) ? Buffer.from(c, 'hex').toString('utf8') : c)) };
        return original(context);
      }),
      'page',
      (original) => async (context) => {
        const reply = await original(context);
        const page = pageOf(reply);
        if (!reply || !page?.next_cursor) return reply;
        return withPage(reply, { ...page, next_cursor: Buffer.from(page.next_cursor, 'utf8').toString('hex') });
      },
    ),
  }),
};

/** Where the last item of a full final page sits, so a cursor can point past it. */
function positionAfter(context: ListContext, id: string) {
  const account = context.caller?.number.businessAccountId ?? '';
  const held = newestFirst(context.gateway.state.templates.get(account) ?? []);
  const last = held.find((t) => t.id === id);
  return last ? positionOf(last) : undefined;
}

export const emptyLastPage: AllowedVariant = {
  name: 'empty-last-page',
  decision: 'A46',
  sections: ['4.2', '2.6'],
  change: 'A page that happens to hold the last items and is full still says has_more with a cursor, and the walk ends on an empty page.',
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'page', (original) => async (context) => {
      const reply = await original(context);
      const page = pageOf(reply);
      const last = page?.items.at(-1);
      if (!reply || !page || page.has_more || !last || page.items.length !== context.query?.limit) return reply;
      const position = positionAfter(context, last.id);
      if (!position || !context.caller) return reply;
      const scope = { phoneNumberId: context.caller.number.phoneNumberId, sendable: context.query.sendable };
      return withPage(reply, { ...page, has_more: true, next_cursor: issueCursor(context.gateway.cursorSecret, scope, position) });
    }),
  }),
};

const pageCap = 7;

export const pagesCappedAtSeven: AllowedVariant = {
  name: 'pages-capped-at-seven',
  decision: 'A45',
  sections: ['4.2', '2.6'],
  change: `A page holds at most ${pageCap} templates whatever the limit asks for, has_more telling that more follow.`,
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'page', (original) => (context) => {
      if (context.query) context.query = { ...context.query, limit: Math.min(context.query.limit, pageCap) };
      return original(context);
    }),
  }),
};

export const equalTimesIdDescending: AllowedVariant = {
  name: 'equal-times-id-descending',
  decision: 'A42',
  sections: ['4.2'],
  change: 'Templates created at the same instant are listed by id descending instead of ascending.',
  parts: (base) => ({ listSteps: changeStep(base.listSteps, 'page', () => equalTimesIdDescendingPage) }),
};

const truthy = new Set(['1', 'True', 'TRUE', 'yes']);
const falsy = new Set(['0', 'False', 'FALSE', 'no']);

export const sendableSpellingsLenient: AllowedVariant = {
  name: 'sendable-spellings-lenient',
  decision: 'A43',
  sections: ['4.2'],
  change: 'The sendable parameter also accepts 1, True, TRUE and yes for true, and 0, False, FALSE and no for false.',
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'query', (original) => (context) => {
      const query = new URLSearchParams(context.input.query);
      const spelled = query.getAll('sendable').map((v) => (truthy.has(v) ? 'true' : falsy.has(v) ? 'false' : v));
      query.delete('sendable');
      for (const value of spelled) query.append('sendable', value);
      context.input = { ...context.input, query };
      return original(context);
    }),
  }),
};

const known = new Set(['limit', 'sendable', 'cursor']);

export const unknownQueryRefused: AllowedVariant = {
  name: 'unknown-query-refused',
  decision: 'A44',
  sections: ['4.2'],
  change: 'A listing with a query parameter other than limit, sendable and cursor is refused with 422 validation_error.',
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'query', (original) => (context) => {
      const unknown = [...new Set(context.input.query.keys())].filter((name) => !known.has(name));
      if (unknown.length > 0) return refusalReply(validationRefusal(unknown.map((name) => ({ loc: ['query', name], msg: 'is not a parameter of this listing' }))));
      return original(context);
    }),
  }),
};

export const limitLeadingZerosRefused: AllowedVariant = {
  name: 'limit-leading-zeros-refused',
  decision: 'A69',
  sections: ['4.2'],
  change: 'A limit written with leading zeros (007) is refused with 422 validation_error instead of read as 7.',
  parts: (base) => ({
    listSteps: changeStep(base.listSteps, 'query', (original) => (context) => {
      if (context.input.query.getAll('limit').some((v) => /^0[0-9]/.test(v))) return refusalReply(validationRefusal([{ loc: ['query', 'limit'], msg: 'must be written without leading zeros' }]));
      return original(context);
    }),
  }),
};

/** The page's cursor, issued again for the number alone: the filter is left out of it. */
function withoutFilter(context: ListContext, cursor: string): string | undefined {
  if (!context.caller || !context.query) return undefined;
  const { phoneNumberId } = context.caller.number;
  const reading = readCursor(context.gateway.cursorSecret, { phoneNumberId, sendable: context.query.sendable }, cursor);
  return reading.ok ? issueCursor(context.gateway.cursorSecret, { phoneNumberId, sendable: undefined }, reading.position) : undefined;
}

export const cursorWithoutFilter: AllowedVariant = {
  name: 'cursor-without-filter',
  decision: 'A92',
  sections: ['4.2', '2.6'],
  change: 'A cursor holds the number and the position of the last item but not the sendable filter, so one issued under a filter is read under the filter of the request that gives it.',
  parts: (base) => ({
    listSteps: changeStep(
      changeStep(base.listSteps, 'cursor', (original) => async (context) => {
        const { query } = context;
        if (!query) return original(context);
        // The cursor is read as one of no filter; the page keeps the filter the request asks for.
        context.query = { ...query, sendable: undefined };
        try {
          return await original(context);
        } finally {
          context.query = query;
        }
      }),
      'page',
      (original) => async (context) => {
        const reply = await original(context);
        const page = pageOf(reply);
        const next = page?.next_cursor ? withoutFilter(context, page.next_cursor) : undefined;
        return reply && page && next ? withPage(reply, { ...page, next_cursor: next }) : reply;
      },
    ),
  }),
};
