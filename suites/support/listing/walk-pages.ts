/**
 * Follows a template listing from its first page until `has_more` is false (section 4.2), keeping
 * every page with the `limit` it asked for, so a check can judge the pages one by one. The walk
 * fails loudly on any answer that is not a page, and gives up after `maxPages` instead of looping
 * on a gateway whose cursor never ends.
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import type { CallerHeaders, GatewayClient, TemplatePage } from '../http/gateway-client.ts';

export type TemplateRecord = components['schemas']['TemplateRecord'];

export interface WalkedPage {
  /** The `limit` this page was asked with; `undefined` when the request left it out. */
  limit: number | undefined;
  page: TemplatePage;
}

export interface Walk {
  pages: WalkedPage[];
  /** Every item of every page, in the order received. */
  items: TemplateRecord[];
}

export interface WalkOptions {
  caller: CallerHeaders;
  sendable?: boolean;
  /** The limit for page `n` (from 0); `undefined` leaves it out. */
  limitOf: (n: number) => number | undefined;
  maxPages: number;
}

export async function walkPages(api: GatewayClient, options: WalkOptions): Promise<Walk> {
  const pages: WalkedPage[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < options.maxPages; n += 1) {
    const limit = options.limitOf(n);
    const response = await api.listTemplates({
      ...options.caller,
      ...(options.sendable === undefined ? {} : { sendable: options.sendable }),
      ...(limit === undefined ? {} : { limit }),
      ...(cursor === undefined ? {} : { cursor }),
    });
    if (response.status !== 200) throw new Error(`page ${n + 1} (limit ${String(limit)}): expected 200, got ${response.status} ${response.text.slice(0, 300)}`);
    const page = response.json as TemplatePage;
    pages.push({ limit, page });
    if (!page.has_more) return { pages, items: pages.flatMap((p) => p.page.items) };
    if (typeof page.next_cursor !== 'string') throw new Error(`page ${n + 1}: has_more is true but next_cursor is ${JSON.stringify(page.next_cursor)}`);
    cursor = page.next_cursor;
  }
  throw new Error(`the listing did not end within ${options.maxPages} pages`);
}

/** Ids that occur more than once in a walk. */
export function repeatedIds(items: readonly TemplateRecord[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { id } of items) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}
