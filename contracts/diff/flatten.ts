/**
 * One schema as the constraints that hold on a value, whatever way the document spells them:
 * `allOf` parts merged, `const` read as a one-value `enum`, OpenAPI 3.0's `nullable` and boolean
 * `exclusiveMaximum` read as 3.1 would, `X or null` alternatives folded into the type, and an
 * `if`/`then` applied where the schema's own values decide the condition. Properties, items and
 * alternatives are kept as raw parts: the comparison flattens them when it reaches them, which
 * keeps recursive schemas finite.
 */
import { emptyFlat, isUpper, lowerKeywords, partNode, upperKeywords, valueKey, type Flat, type NumberKeyword } from './flat.ts';
import { isObject, refOf, type Json, type Resolver } from './resolver.ts';

const annotations = new Set(['$ref', 'description', 'summary', 'title', 'examples', 'example', 'deprecated', '$comment']);

function intersectTypes(current: Set<string> | undefined, next: Set<string>): Set<string> {
  if (current === undefined) return next;
  const both = new Set<string>();
  for (const t of next) {
    if (current.has(t)) both.add(t);
    else if (t === 'integer' && current.has('number')) both.add('integer');
    else if (t === 'number' && current.has('integer')) both.add('integer');
  }
  return both;
}

function intersectValues(current: Json[] | undefined, next: Json[]): Json[] {
  if (current === undefined) return next;
  const keep = new Set(next.map(valueKey));
  return current.filter((v) => keep.has(valueKey(v)));
}

function tighten(flat: Flat, keyword: NumberKeyword, value: unknown): void {
  if (typeof value !== 'number') return;
  const current = flat.numbers.get(keyword);
  if (current === undefined || (isUpper(keyword) ? value < current : value > current)) flat.numbers.set(keyword, value);
}

/** A schema that only admits null: the second half of `X or null`. */
function isNullOnly(node: Json, resolver: Resolver): boolean {
  const target = resolver.resolve(node)?.node;
  if (!isObject(target)) return false;
  return target.type === 'null' || (Array.isArray(target.type) && target.type.length === 1 && target.type[0] === 'null') || (target.const === null && !('type' in target));
}

const onlyRequired = (node: Json): node is { required: string[] } => isObject(node) && Array.isArray(node.required) && Object.keys(node).every((k) => k === 'required');

interface Conditional {
  when: Json;
  then?: Json;
  otherwise?: Json;
  origin?: string;
}

class Collector {
  readonly flat = emptyFlat();
  readonly conditionals: Conditional[] = [];
  #nullable = false;
  readonly #active = new Set<string>();

  constructor(private readonly resolver: Resolver) {}

  collect(node: Json, origin: string | undefined): void {
    if (!isObject(node)) {
      if (node === false) this.flat.types = new Set();
      return;
    }
    const ref = refOf(node);
    if (ref !== undefined) {
      if (this.#active.has(ref)) return;
      const resolved = this.resolver.resolve({ $ref: ref });
      if (!resolved) {
        this.flat.unknown = true;
        return;
      }
      if (resolved.name !== undefined) this.flat.origins.add(resolved.name);
      this.#active.add(ref);
      this.collect(resolved.node, resolved.name ?? origin);
      this.#active.delete(ref);
      const siblings = Object.fromEntries(Object.entries(node).filter(([k]) => !annotations.has(k) && !k.startsWith('x-')));
      if (Object.keys(siblings).length > 0) this.collect(siblings, origin);
      return;
    }
    this.keywords(node, origin);
  }

  private keywords(node: Record<string, Json>, origin: string | undefined): void {
    const flat = this.flat;
    if (typeof node['x-spec-section'] === 'string') flat.section ??= node['x-spec-section'];
    const declared = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type.filter((t): t is string => typeof t === 'string') : undefined;
    if (declared) {
      if (node.nullable === true) declared.push('null');
      flat.types = intersectTypes(flat.types, new Set(declared));
    }
    const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? [...node.enum] : undefined;
    if (values) {
      if (node.nullable === true && !values.includes(null)) values.push(null);
      flat.enum = intersectValues(flat.enum, values);
    }
    // OpenAPI 3.0 spells an exclusive bound as a flag on the inclusive one; 3.1 as a number.
    const exclusive = { maximum: node.exclusiveMaximum === true, minimum: node.exclusiveMinimum === true };
    for (const k of [...upperKeywords, ...lowerKeywords]) {
      if (k.startsWith('x-') || (k === 'maximum' && exclusive.maximum) || (k === 'minimum' && exclusive.minimum)) continue;
      tighten(flat, k, node[k]);
    }
    if (exclusive.maximum) tighten(flat, 'exclusiveMaximum', node.maximum);
    if (exclusive.minimum) tighten(flat, 'exclusiveMinimum', node.minimum);
    const totals = node['x-total-items'];
    if (isObject(totals)) {
      tighten(flat, 'x-total-items.maximum', totals.maximum);
      tighten(flat, 'x-total-items.minimum', totals.minimum);
    }
    const code = node['x-one-time-code'];
    if (isObject(code)) {
      flat.hasOneTimeCode = true;
      tighten(flat, 'x-one-time-code.maxLength', code.maxLength);
      tighten(flat, 'x-one-time-code.minLength', code.minLength);
      for (const [k, v] of Object.entries(code)) if (k !== 'maxLength' && k !== 'minLength') flat.oneTimeCode.set(k, valueKey(Array.isArray(v) ? [...v].sort() : v));
    }
    if (Array.isArray(node['x-unique-values'])) for (const p of node['x-unique-values']) if (typeof p === 'string') flat.uniqueValues.add(p);
    if (isObject(node['x-status-sendable'])) flat.statusSendable ??= node['x-status-sendable'] as Record<string, boolean>;
    if (typeof node.pattern === 'string') flat.patterns.add(node.pattern);
    if (typeof node.format === 'string') flat.formats.add(node.format);
    if (typeof node.multipleOf === 'number') flat.multipleOf.add(node.multipleOf);
    if (node.uniqueItems === true) flat.uniqueItems = true;
    if ('default' in node && !flat.hasDefault) {
      flat.hasDefault = true;
      flat.default = node.default;
    }
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) {
        const part = flat.properties.get(name) ?? { nodes: [] };
        part.nodes.push(schema);
        if (part.origin === undefined && origin !== undefined) part.origin = origin;
        flat.properties.set(name, part);
      }
    }
    if (Array.isArray(node.required)) for (const r of node.required) if (typeof r === 'string') flat.required.add(r);
    if (node.additionalProperties === false) flat.closed = true;
    else if (isObject(node.additionalProperties)) flat.additional.push(node.additionalProperties);
    if (isObject(node.items) || typeof node.items === 'boolean') flat.items.push(node.items);
    if (Array.isArray(node.allOf)) for (const member of node.allOf) this.collect(member, origin);
    for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(node[key])) this.alternatives(node[key], origin);
    if ('if' in node) this.conditionals.push({ when: node.if, then: node.then, otherwise: node.else, origin });
  }

  private alternatives(options: Json[], origin: string | undefined): void {
    const real = options.filter((o) => !isNullOnly(o, this.resolver));
    if (real.length < options.length) this.#nullable = true;
    if (real.length > 0 && real.every(onlyRequired)) {
      // "at least one of these sets of fields": only what every option requires is certain.
      const sets = real.map((o) => new Set(o.required));
      for (const name of sets[0] ?? []) if (sets.every((s) => s.has(name))) this.flat.required.add(name);
    } else if (real.length === 1) this.collect(real[0], origin);
    else if (real.length > 1) this.flat.alternatives.push(real);
  }

  finish(): Flat {
    const flat = this.flat;
    if (this.#nullable) {
      flat.types?.add('null');
      if (flat.enum && !flat.enum.includes(null)) flat.enum.push(null);
    }
    for (const c of this.conditionals) {
      const decided = decide(c.when, flat, this.resolver);
      const branch = decided === true ? c.then : decided === false ? c.otherwise : undefined;
      if (branch !== undefined) this.collect(branch, c.origin);
    }
    return flat;
  }
}

/**
 * Whether an `if` of the form "property P has the value V" certainly holds (true), certainly
 * fails (false) or depends on the value (undefined), judged from the values P may take here.
 */
function decide(when: Json, flat: Flat, resolver: Resolver): boolean | undefined {
  if (!isObject(when) || !isObject(when.properties)) return undefined;
  const required = new Set(Array.isArray(when.required) ? when.required : []);
  let all = true;
  for (const [name, condition] of Object.entries(when.properties)) {
    if (!isObject(condition)) return undefined;
    const wanted = 'const' in condition ? [condition.const] : Array.isArray(condition.enum) ? condition.enum : undefined;
    if (!wanted || !required.has(name)) return undefined;
    const values = flatten(partNode(flat.properties.get(name)), resolver).enum;
    if (values === undefined) return undefined;
    const keys = new Set(wanted.map(valueKey));
    if (values.every((v) => !keys.has(valueKey(v)))) return false;
    if (!flat.required.has(name) || values.some((v) => !keys.has(valueKey(v)))) all = false;
  }
  return all ? true : undefined;
}

export function flatten(node: Json, resolver: Resolver): Flat {
  const collector = new Collector(resolver);
  collector.collect(node, undefined);
  const flat = collector.finish();
  const ref = refOf(node);
  if (ref !== undefined) {
    const name = resolver.resolve({ $ref: ref })?.name;
    if (name !== undefined) flat.name = name;
  }
  return flat;
}
