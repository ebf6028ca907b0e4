/**
 * A schema whose alternatives the other version does not split the same way (one version has
 * `oneOf: [A, B]`, the other one merged object) is compared as "what any of the alternatives
 * allows": the union of the options, joined with what the schema says around them.
 */
import { emptyFlat, isUpper, lowerKeywords, partNode, upperKeywords, valueKey, type Flat, type Part } from './flat.ts';
import { flatten } from './flatten.ts';
import type { Json, Resolver } from './resolver.ts';

function common<T>(sets: Set<T>[]): Set<T> {
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((v) => rest.every((s) => s.has(v))));
}

function unionProperty(parts: Part[]): Part {
  const origins = new Set(parts.map((p) => p.origin));
  const nodes = parts.length === 1 ? parts[0]?.nodes ?? [] : [{ anyOf: parts.map(partNode) }];
  const origin = origins.size === 1 ? [...origins][0] : undefined;
  return origin === undefined ? { nodes } : { nodes, origin };
}

/** What a value matching any one of the options may be. */
function unionOf(options: Flat[]): Flat {
  const out = emptyFlat();
  if (options.every((o) => o.types)) out.types = new Set(options.flatMap((o) => [...(o.types ?? [])]));
  if (options.every((o) => o.enum)) {
    const seen = new Map<string, Json>();
    for (const o of options) for (const v of o.enum ?? []) seen.set(valueKey(v), v);
    out.enum = [...seen.values()];
  }
  for (const k of [...upperKeywords, ...lowerKeywords]) {
    const values = options.map((o) => o.numbers.get(k));
    if (values.every((v): v is number => v !== undefined)) out.numbers.set(k, isUpper(k) ? Math.max(...values) : Math.min(...values));
  }
  out.patterns = common(options.map((o) => o.patterns));
  out.formats = common(options.map((o) => o.formats));
  out.multipleOf = common(options.map((o) => o.multipleOf));
  out.uniqueItems = options.every((o) => o.uniqueItems);
  out.uniqueValues = common(options.map((o) => o.uniqueValues));
  const names = new Set(options.flatMap((o) => [...o.properties.keys()]));
  for (const name of names) out.properties.set(name, unionProperty(options.flatMap((o) => o.properties.get(name) ?? [])));
  out.required = common(options.map((o) => o.required));
  out.closed = options.every((o) => o.closed);
  if (options.every((o) => o.items.length > 0)) out.items = [{ anyOf: options.map((o) => partNode({ nodes: o.items })) }];
  for (const o of options) for (const origin of o.origins) out.origins.add(origin);
  out.unknown = options.some((o) => o.unknown);
  return out;
}

/** Both hold: `outer`'s own constraints and those of `inner`. */
function joinFlats(outer: Flat, inner: Flat): Flat {
  const out: Flat = { ...outer, alternatives: [], numbers: new Map(outer.numbers), properties: new Map(outer.properties), origins: new Set([...outer.origins, ...inner.origins]) };
  if (inner.types) out.types = outer.types ? new Set([...inner.types].filter((t) => outer.types?.has(t))) : inner.types;
  if (inner.enum) {
    const keep = new Set(inner.enum.map(valueKey));
    out.enum = outer.enum ? outer.enum.filter((v) => keep.has(valueKey(v))) : inner.enum;
  }
  for (const [k, v] of inner.numbers) {
    const current = out.numbers.get(k);
    if (current === undefined || (isUpper(k) ? v < current : v > current)) out.numbers.set(k, v);
  }
  out.patterns = new Set([...outer.patterns, ...inner.patterns]);
  out.formats = new Set([...outer.formats, ...inner.formats]);
  out.required = new Set([...outer.required, ...inner.required]);
  out.closed = outer.closed || inner.closed;
  out.items = [...outer.items, ...inner.items];
  for (const [name, part] of inner.properties) {
    const mine = out.properties.get(name);
    out.properties.set(name, mine ? { nodes: [...mine.nodes, ...part.nodes], ...(mine.origin ?? part.origin ? { origin: mine.origin ?? part.origin } : {}) } : part);
  }
  out.unknown = outer.unknown || inner.unknown;
  return out;
}

/** The schema with each group of alternatives replaced by the union of its options. */
export function withoutAlternatives(flat: Flat, resolver: Resolver): Flat {
  let out: Flat = { ...flat, alternatives: [] };
  for (const group of flat.alternatives) out = joinFlats(out, unionOf(group.map((option) => flatten(option, resolver))));
  return out;
}
