/**
 * Normalisation: what two honest gateways may legitimately answer differently is taken out
 * before their outcomes are compared. Identifiers either side generates (message ids, the
 * platform's message ids, trace ids, cursors) become placeholders numbered by first appearance
 * within the case, so "the replay has the original id" still compares; timestamps become a
 * marker (decision A35: any zero-offset form) or, for values the world fixed, one canonical
 * form; orders the spec does not fix (ids of an ambiguous number, query parameters, templates
 * created at the same time) are put in a canonical order. Pure: same input, same output.
 */
import { verdictOf } from './case-step.ts';
import type { SideExchange } from './observation.ts';

/** Raw identifier → placeholder, numbered per kind in order of first appearance. One per side per case. */
export class Placeholders {
  readonly #names = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  name(kind: string, raw: string): string {
    const known = this.#names.get(raw);
    if (known !== undefined) return known;
    const n = (this.#counts.get(kind) ?? 0) + 1;
    this.#counts.set(kind, n);
    const placeholder = `<${kind} ${n}>`;
    this.#names.set(raw, placeholder);
    return placeholder;
  }

  /** `text` with every identifier met so far, and any new one of a recognisable shape, replaced. */
  scrub(text: string): string {
    let out = text;
    for (const [raw, placeholder] of this.#names) if (raw.length >= 6) out = out.split(raw).join(placeholder);
    out = out.replace(wamidPattern, (raw) => this.name('wamid', raw));
    out = out.replace(ulidPattern, (raw) => this.name('id', raw));
    return out.replace(fbtracePattern, '$1<fbtrace>');
  }
}

// The platform's message ids, ULIDs (the reference's ids), and trace ids quoted in prose.
const wamidPattern = /wamid\.[A-Za-z0-9_=+/-]+/g;
const ulidPattern = /\b[0-9A-HJKMNP-TV-Z]{26}\b/g;
const fbtracePattern = /(fbtrace_id["']?\s*[:=]\s*["']?)[A-Za-z0-9_-]+/g;
const zeroOffsetTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]00:?00)$/;

const timestampMarker = '<timestamp>';

/** How timestamps are kept: as a marker (the side's own clock made them), or as one canonical form (the world fixed them). */
export type TimestampMode = 'marker' | 'instant';

export function normaliseTimestamp(value: string, mode: TimestampMode): string {
  if (!zeroOffsetTimestamp.test(value)) return value;
  if (mode === 'marker') return timestampMarker;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

/** Keys whose value is an identifier one side generated, by placeholder kind. */
const generatedIds: Record<string, string> = { id: 'id', wa_message_id: 'wamid', fbtrace_id: 'fbtrace', next_cursor: 'cursor', cursor: 'cursor' };
/** Arrays whose order the spec does not fix: compared as sets. */
const unorderedArrays = new Set(['phone_number_ids']);

export interface NormaliseOptions {
  timestamps: TimestampMode;
  /** Top-level `id` is an identifier the side generated (a message record), not one the world fixed (a template). */
  generatedId: boolean;
}

/** A JSON value with generated identifiers, timestamps and unfixed orders normalised. */
export function normaliseValue(value: unknown, names: Placeholders, options: NormaliseOptions, key?: string, depth = 0): unknown {
  if (typeof value === 'string') {
    const kind = key === undefined ? undefined : generatedIds[key];
    if (kind !== undefined && (key !== 'id' || (options.generatedId && depth === 1))) return names.name(kind, value);
    return names.scrub(normaliseTimestamp(value, options.timestamps));
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => normaliseValue(item, names, options, undefined, depth + 1));
    return key !== undefined && unorderedArrays.has(key) ? [...items].sort(byJson) : items;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // Identifiers are named first, so that prose elsewhere in the same object can refer to them.
    for (const [k, v] of entries) if (typeof v === 'string' && k in generatedIds && (k !== 'id' || (options.generatedId && depth === 0))) names.name(generatedIds[k] ?? k, v);
    return Object.fromEntries(entries.map(([k, v]) => [k, normaliseValue(v, names, options, k, depth + 1)]));
  }
  return value;
}

/** JSON with object keys in sorted order at every depth: member order never makes two values differ. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

function byJson(a: unknown, b: unknown): number {
  const x = canonicalJson(a);
  const y = canonicalJson(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A request that reached the platform, as compared: method, path with its query in canonical order, body. */
export interface NormalUpstream {
  method: string;
  path: string;
  body: unknown;
}

export function normalisePath(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return path;
  const query = new URLSearchParams(path.slice(at + 1));
  query.sort();
  return `${path.slice(0, at)}?${query.toString()}`;
}

function normaliseUpstream(entries: SideExchange['upstream'], names: Placeholders): NormalUpstream[] {
  return entries.map((e) => ({ method: e.method, path: normalisePath(e.path), body: normaliseValue(e.body, names, { timestamps: 'marker', generatedId: false }) }));
}

export interface NormalExchange {
  /** `200`, `422 validation_error`, … */
  verdict: string;
  /** `Idempotency-Replayed: true` was sent (A8: absent and any other value both mean "not a replay"). */
  replayed: boolean;
  body: unknown;
  upstream: NormalUpstream[];
}

export function normaliseExchange(exchange: SideExchange, names: Placeholders): NormalExchange {
  const code = (exchange.body as { code?: unknown } | undefined)?.code;
  return {
    verdict: verdictOf(exchange.status, code),
    replayed: exchange.headers['idempotency-replayed']?.trim().toLowerCase() === 'true',
    body: normaliseValue(exchange.body, names, { timestamps: 'marker', generatedId: true }),
    upstream: normaliseUpstream(exchange.upstream, names),
  };
}

export interface NormalWalk {
  /** `200` when every page was, else the verdict of the first refused page; `unfinished` when cut off. */
  verdict: string;
  pageSizes: number[];
  /** Every item of every page, in order; items created at the same time in canonical order (A42). */
  items: unknown[];
  upstream: NormalUpstream[];
}

/**
 * Items the world created at the same time may come in either order (decision A42): within each
 * run of neighbours sharing a creation time they are sorted by id. Neighbours only, so an item
 * out of place across two different times still shows.
 */
export function canonicalTies(items: readonly unknown[], createdAt: ReadonlyMap<string, string> | undefined): unknown[] {
  if (!createdAt) return [...items];
  const idOf = (item: unknown) => String((item as { id?: unknown } | null)?.id ?? '');
  const timeOf = (item: unknown) => createdAt.get(idOf(item));
  const out: unknown[] = [];
  let run: unknown[] = [];
  const flush = () => {
    out.push(...run.sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0)));
    run = [];
  };
  for (const item of items) {
    const time = timeOf(item);
    if (run.length > 0 && (time === undefined || time !== timeOf(run[0]))) flush();
    run.push(item);
  }
  flush();
  return out;
}

export function normaliseWalk(pages: readonly SideExchange[], unfinished: boolean, names: Placeholders, createdAt?: ReadonlyMap<string, string>): NormalWalk {
  const refused = pages.find((p) => p.status !== 200);
  const ok = pages.filter((p) => p.status === 200);
  const items = ok.flatMap((p) => ((p.body as { items?: unknown[] } | undefined)?.items ?? []).map((item) => normaliseValue(item, names, { timestamps: 'instant', generatedId: false })));
  return {
    verdict: refused ? verdictOf(refused.status, (refused.body as { code?: unknown } | undefined)?.code) : unfinished ? 'unfinished' : '200',
    pageSizes: ok.map((p) => (p.body as { items?: unknown[] } | undefined)?.items?.length ?? 0),
    items: canonicalTies(items, createdAt),
    upstream: normaliseUpstream(pages.flatMap((p) => p.upstream), names),
  };
}
