/**
 * The contract's own keywords (`x-total-items`, `x-unique-values`; their meaning is in
 * contracts/keywords/) applied to a send body, each breach worded as a field problem. The walk follows a prepared layout beside the instance, through the `if`/`then` cases that
 * discriminate-unions.ts writes, and enters only schemas from which such a keyword is reachable,
 * so a text or template send costs little here.
 */
import { brokenBound, itemCount, limitKeywords, repeatedValues, totalItemsRule, uniqueValuePaths } from '../../../contracts/keywords/contract-keywords.ts';
import { countedNoun } from './ajv-problems.ts';
import { isPlainObject, resolveNode, type SchemaMap, type SchemaNode } from './schema-node.ts';
import type { SendProblem } from './send-problem.ts';

type Loc = SendProblem['loc'];

function childrenOf(schema: SchemaNode): SchemaNode[] {
  const children: unknown[] = [];
  if (Array.isArray(schema.allOf)) children.push(...(schema.allOf as unknown[]));
  if (isPlainObject(schema.properties)) children.push(...Object.values(schema.properties));
  children.push(schema.then, schema.items);
  return children.filter(isPlainObject);
}

/**
 * Whether a contract keyword lies anywhere below each schema met so far. Its owner decides how long
 * it lives (a gateway keeps one for its life): a cache held by the module itself would outlive every
 * gateway of the process, answering them all from whichever ran the rule first.
 */
export type KeywordReach = Map<SchemaNode, boolean>;

function reaches(node: SchemaNode, schemas: SchemaMap, known: KeywordReach): boolean {
  const schema = resolveNode(node, schemas);
  const remembered = known.get(schema);
  if (remembered !== undefined) return remembered;
  known.set(schema, false); // a cycle adds nothing the first visit does not find
  const found = limitKeywords.some((k) => k in schema) || childrenOf(schema).some((child) => reaches(child, schemas, known));
  known.set(schema, found);
  return found;
}

// The `if` schemas here are the ones discriminate-unions.ts writes: members pinned to constants.
function matchesCase(condition: unknown, value: unknown): boolean {
  if (!isPlainObject(condition) || !isPlainObject(value)) return false;
  const properties = isPlainObject(condition.properties) ? condition.properties : {};
  return Object.entries(properties).every(([key, pinned]) => isPlainObject(pinned) && Object.hasOwn(value, key) && value[key] === pinned.const);
}

function totalProblem(schema: SchemaNode, value: unknown, loc: Loc): SendProblem | undefined {
  const rule = totalItemsRule(schema);
  const count = rule && itemCount(rule, value, true);
  if (!rule || count === undefined) return undefined;
  const { steps, minimum, maximum } = rule;
  const [first] = steps;
  const counted = steps[steps.length - 1]?.key ?? 'items';
  const where = first && steps.length > 1 ? ` in total across all ${first.key}` : '';
  const at = first ? [...loc, first.key] : loc;
  const broken = brokenBound(rule, count);
  if (broken === 'maximum' && maximum !== undefined) return { loc: at, msg: `at most ${maximum} ${countedNoun([counted], maximum)}${where}` };
  if (broken === 'minimum' && minimum !== undefined) return { loc: at, msg: `at least ${minimum} ${countedNoun([counted], minimum)}${where}` };
  return undefined;
}

function repeatProblems(schema: SchemaNode, value: unknown, loc: Loc): SendProblem[] {
  return uniqueValuePaths(schema).flatMap((path) =>
    repeatedValues(value, path, loc)
      // Values of another type are already type faults; only strings can repeat as ids.
      .filter((found) => typeof found.value === 'string')
      .map((found) => ({ loc: found.loc, msg: `must be unique; ${JSON.stringify(found.value)} is used earlier` })),
  );
}

type Walk = { schemas: SchemaMap; known: KeywordReach; out: SendProblem[] };

function walk(node: SchemaNode, value: unknown, loc: Loc, run: Walk): void {
  const { schemas, out } = run;
  const schema = resolveNode(node, schemas);
  if (!reaches(schema, schemas, run.known)) return;
  const total = totalProblem(schema, value, loc);
  if (total) out.push(total);
  out.push(...repeatProblems(schema, value, loc));
  for (const part of Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : []) {
    if (isPlainObject(part)) walk(part, value, loc, run);
  }
  if (isPlainObject(schema.then) && matchesCase(schema.if, value)) walk(schema.then, value, loc, run);
  if (isPlainObject(schema.properties) && isPlainObject(value)) {
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isPlainObject(property) && Object.hasOwn(value, key)) walk(property, value[key], [...loc, key], run);
    }
  }
  if (isPlainObject(schema.items) && Array.isArray(value)) {
    const items = schema.items;
    value.forEach((item, index) => walk(items, item, [...loc, index], run));
  }
}

/**
 * Problems with the contract's own keywords anywhere in `value`, checked against `schema`. `known`
 * may be shared between calls over the same `schemas`; a fresh one costs a walk of the schema.
 */
export function extensionProblems(schema: SchemaNode, value: unknown, schemas: SchemaMap, known: KeywordReach = new Map()): SendProblem[] {
  const run: Walk = { schemas, known, out: [] };
  walk(schema, value, ['body'], run);
  return run.out;
}
