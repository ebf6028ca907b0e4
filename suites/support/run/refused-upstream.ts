/**
 * Requests the harness's platform mock refused with 404 (a path it does not serve), so a failed
 * check can name the path a build got wrong: a build that adds the version to an upstream address
 * that already ends with it sends to `/v23.0/v23.0/...`, and every send then fails for a reason
 * the check itself cannot see. Each run registers its mock here; the setup file reads what was
 * refused during a check. Kept on `globalThis`, like the exchange trail, so every copy of this
 * module in a worker sees the same registry.
 */

export interface RefusalSource {
  readonly total: number;
  readonly last: readonly { method: string; path: string }[];
}

const key = Symbol.for('gateway-harness.refused-upstream');
type Holder = { [key]?: Set<() => RefusalSource> };

function sources(): Set<() => RefusalSource> {
  const holder = globalThis as Holder;
  holder[key] ??= new Set();
  return holder[key];
}

/** Registers the mock of a run; returns the function that forgets it. */
export function registerRefusals(source: () => RefusalSource): () => void {
  sources().add(source);
  return () => void sources().delete(source);
}

/** Where each registered mock's count stands now. */
export function refusalMark(): Map<() => RefusalSource, number> {
  return new Map([...sources()].map((source) => [source, source().total]));
}

/** `METHOD path` of each request refused since `mark` (the last few kept by each mock), without repeats. */
export function refusedSince(mark: Map<() => RefusalSource, number>): string[] {
  const found: string[] = [];
  for (const source of sources()) {
    const { total, last } = source();
    const fresh = Math.min(total - (mark.get(source) ?? 0), last.length);
    if (fresh > 0) found.push(...last.slice(-fresh).map((r) => `${r.method} ${r.path}`));
  }
  return [...new Set(found)];
}
