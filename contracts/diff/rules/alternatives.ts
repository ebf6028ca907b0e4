/**
 * `oneOf`/`anyOf` options of two versions, paired: by the component they name, then by a
 * property every option fixes to its own value (a discriminator such as `type`), then by title,
 * then by position when both sides have the same number left. Unpaired options were removed or
 * added: a form of request no longer accepted breaks clients, one more is allowed; in a
 * response either change alters a shape clients parse.
 */
import { basis } from '../basis.ts';
import type { Direction, Finding } from '../change.ts';
import { valueKey } from '../flat.ts';
import { flatten } from '../flatten.ts';
import { isObject, type Json, type Resolver } from '../resolver.ts';

export interface Pairing {
  pairs: { old: Json; new: Json; label: string }[];
  findings: Finding[];
}

interface Keyed {
  node: Json;
  name?: string;
  fixed: Map<string, string>;
  title?: string;
}

function keyed(node: Json, resolver: Resolver): Keyed {
  const flat = flatten(node, resolver);
  const fixed = new Map<string, string>();
  for (const [prop, part] of flat.properties) {
    const values = flatten(part.nodes.length === 1 ? part.nodes[0] : { allOf: part.nodes }, resolver).enum;
    if (values?.length === 1) fixed.set(prop, valueKey(values[0]));
  }
  const target = resolver.resolve(node)?.node;
  const title = isObject(target) && typeof target.title === 'string' ? target.title : undefined;
  return { node, ...(flat.name ? { name: flat.name } : {}), fixed, ...(title ? { title } : {}) };
}

/** A property whose fixed value tells every option of both sides apart. */
function discriminator(all: Keyed[][]): string | undefined {
  const candidates = [...(all[0]?.[0]?.fixed.keys() ?? [])].sort();
  return candidates.find((prop) => all.every((side) => side.every((o) => o.fixed.has(prop)) && new Set(side.map((o) => o.fixed.get(prop))).size === side.length));
}

function labelOf(o: Keyed, prop: string | undefined, index: number): string {
  if (o.name) return o.name;
  if (prop && o.fixed.has(prop)) return `${prop} ${o.fixed.get(prop)}`;
  return o.title ?? `option ${index + 1}`;
}

export function pairAlternatives(oldOptions: Json[], newOptions: Json[], oldResolver: Resolver, newResolver: Resolver, direction: Direction): Pairing {
  const olds = oldOptions.map((n) => keyed(n, oldResolver));
  const news = newOptions.map((n) => keyed(n, newResolver));
  const prop = discriminator([olds, news]);
  const pairs: Pairing['pairs'] = [];
  const keys: ((o: Keyed) => string | undefined)[] = [(o) => o.name, (o) => (prop ? o.fixed.get(prop) : undefined), (o) => o.title];
  for (const key of keys) {
    for (const o of [...olds]) {
      const k = key(o);
      if (k === undefined) continue;
      const match = news.find((n) => key(n) === k);
      if (!match) continue;
      pairs.push({ old: o.node, new: match.node, label: labelOf(match, prop, newOptions.indexOf(match.node)) });
      olds.splice(olds.indexOf(o), 1);
      news.splice(news.indexOf(match), 1);
    }
  }
  if (olds.length === news.length) {
    olds.forEach((o, i) => pairs.push({ old: o.node, new: news[i]?.node, label: labelOf(news[i] ?? o, prop, i) }));
    olds.length = 0;
    news.length = 0;
  }
  const findings: Finding[] = [
    ...olds.map((o): Finding => ({ rule: 'alternative-removed', verdict: 'breaking', message: `alternative ${labelOf(o, prop, oldOptions.indexOf(o.node))} removed`, basis: basis.removed })),
    ...news.map((n): Finding => ({
      rule: 'alternative-added',
      verdict: direction === 'input' ? 'allowed' : 'breaking',
      message: `alternative ${labelOf(n, prop, newOptions.indexOf(n.node))} added`,
      basis: direction === 'input' ? basis.inputWidened : basis.outputWidened,
    })),
  ];
  return { pairs, findings };
}
