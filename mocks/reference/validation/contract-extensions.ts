/**
 * The contract's own keywords, which JSON Schema cannot say (contracts/README.md, "Extensions"):
 * `x-total-items` counts across nested arrays (1 to 10 rows over all sections of a list) and
 * `x-unique-values` names values that may not repeat within one instance (button ids, row ids).
 * The walk follows a prepared layout beside the instance, through the `if`/`then` cases that
 * discriminate-unions.ts writes, and enters only schemas from which such a keyword is reachable,
 * so a text or template send costs nothing here.
 */
import { countedNoun } from './ajv-problems.ts';
import { parsePath, valuesAt } from './extension-path.ts';
import { isPlainObject, resolveNode, type SchemaMap, type SchemaNode } from './schema-node.ts';
import type { SendProblem } from './send-problem.ts';

type Loc = SendProblem['loc'];

const keywords = ['x-total-items', 'x-unique-values'];

function childrenOf(schema: SchemaNode): SchemaNode[] {
  const children: unknown[] = [];
  if (Array.isArray(schema.allOf)) children.push(...(schema.allOf as unknown[]));
  if (isPlainObject(schema.properties)) children.push(...Object.values(schema.properties));
  children.push(schema.then, schema.items);
  return children.filter(isPlainObject);
}

const reachCache = new WeakMap<SchemaNode, boolean>();

function reaches(node: SchemaNode, schemas: SchemaMap): boolean {
  const schema = resolveNode(node, schemas);
  const known = reachCache.get(schema);
  if (known !== undefined) return known;
  reachCache.set(schema, false); // a cycle adds nothing the first visit does not find
  const found = keywords.some((k) => k in schema) || childrenOf(schema).some((child) => reaches(child, schemas));
  reachCache.set(schema, found);
  return found;
}

// The `if` schemas here are the ones discriminate-unions.ts writes: members pinned to constants.
function matchesCase(condition: unknown, value: unknown): boolean {
  if (!isPlainObject(condition) || !isPlainObject(value)) return false;
  const properties = isPlainObject(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(([key, pinned]) => isPlainObject(pinned) && Object.hasOwn(value, key) && value[key] === pinned.const);
}

function totalProblem(rule: unknown, value: unknown, loc: Loc): SendProblem | undefined {
  if (!isPlainObject(rule) || typeof rule.path !== 'string') return undefined;
  const steps = parsePath(rule.path);
  const lists = valuesAt(value, loc, steps, true);
  if (!lists || !lists.every((found) => Array.isArray(found.value))) return undefined;
  const count = lists.reduce((sum, found) => sum + (found.value as unknown[]).length, 0);
  const [first] = steps;
  const counted = steps[steps.length - 1]?.key ?? 'items';
  const where = first && steps.length > 1 ? ` in total across all ${first.key}` : '';
  const at = first ? [...loc, first.key] : loc;
  const { minimum, maximum } = rule;
  if (typeof maximum === 'number' && count > maximum) return { loc: at, msg: `at most ${maximum} ${countedNoun([counted], maximum)}${where}` };
  if (typeof minimum === 'number' && count < minimum) return { loc: at, msg: `at least ${minimum} ${countedNoun([counted], minimum)}${where}` };
  return undefined;
}

function repeatProblems(paths: unknown, value: unknown, loc: Loc): SendProblem[] {
  const problems: SendProblem[] = [];
  for (const path of Array.isArray(paths) ? paths : []) {
    if (typeof path !== 'string') continue;
    const seen = new Set<string>();
    for (const found of valuesAt(value, loc, parsePath(path), false) ?? []) {
      // Values of another type are already type faults; only strings can repeat as ids.
      if (typeof found.value !== 'string') continue;
      if (seen.has(found.value)) problems.push({ loc: found.loc, msg: `must be unique; ${JSON.stringify(found.value)} is used earlier` });
      seen.add(found.value);
    }
  }
  return problems;
}

function walk(node: SchemaNode, value: unknown, loc: Loc, schemas: SchemaMap, out: SendProblem[]): void {
  const schema = resolveNode(node, schemas);
  if (!reaches(schema, schemas)) return;
  const total = totalProblem(schema['x-total-items'], value, loc);
  if (total) out.push(total);
  out.push(...repeatProblems(schema['x-unique-values'], value, loc));
  for (const part of Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : []) {
    if (isPlainObject(part)) walk(part, value, loc, schemas, out);
  }
  if (isPlainObject(schema.then) && matchesCase(schema.if, value)) walk(schema.then, value, loc, schemas, out);
  if (isPlainObject(schema.properties) && isPlainObject(value)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isPlainObject(property) && Object.hasOwn(value, key)) walk(property, value[key], [...loc, key], schemas, out);
    }
  }
  if (isPlainObject(schema.items) && Array.isArray(value)) {
    const items = schema.items;
    value.forEach((item, index) => walk(items, item, [...loc, index], schemas, out));
  }
}

/** Problems with the contract's own keywords anywhere in `value`, checked against `schema`. */
export function extensionProblems(schema: SchemaNode, value: unknown, schemas: SchemaMap, loc: Loc = ['body']): SendProblem[] {
  const out: SendProblem[] = [];
  walk(schema, value, loc, schemas, out);
  return out;
}
