/**
 * Compares one operation (or event delivery) present in both versions: its identity and
 * security, parameters, request body, response statuses, headers and bodies, and the error
 * codes it answers. Schemas are handed to the schema walker with the direction they travel in.
 */
import type { Change, Finding } from './change.ts';
import { compareSchemas, place, type Site, type WalkContext } from './compare-schemas.ts';
import { partNode } from './flat.ts';
import { flatten } from './flatten.ts';
import type { OperationEntry } from './operations.ts';
import { isObject, type Json, type Resolver } from './resolver.ts';
import { mediaTypeFindings, mediaTypesOf, requestBodyFindings } from './rules/bodies.ts';
import { codeFindings, type CodesByStatus } from './rules/codes.ts';
import { operationFindings } from './rules/operations.ts';
import { headersOf, parameterFindings, parametersOf, type Parameter } from './rules/parameters.ts';
import { securityFindings, securityOf } from './rules/security.ts';
import { isErrorStatus, statusFindings } from './rules/statuses.ts';
import { parameterSection } from './sections.ts';

/** A finding about a part of the operation: the path is a phrase (`422 header X`), not a field path. */
function placeIn(finding: Finding, site: Site, prefix: string): Change {
  const { at, ...rest } = finding;
  return place(rest, site, site.subject, [prefix, at].filter((p) => p !== undefined && p !== '').join(' '));
}

function responsesOf(op: Record<string, Json>, resolver: Resolver): Map<string, Record<string, Json>> {
  const found = new Map<string, Record<string, Json>>();
  if (isObject(op.responses)) for (const [status, raw] of Object.entries(op.responses)) found.set(status.toUpperCase(), resolver.object(raw));
  return found;
}

function jsonSchema(holder: Record<string, Json>): Json | undefined {
  const media = mediaTypesOf(holder);
  const key = [...media.keys()].find((k) => k === 'application/json') ?? [...media.keys()].find((k) => /[/+]json$/.test(k));
  return key === undefined ? undefined : media.get(key);
}

/** The `code` values an error body allows: undefined when not enumerated, empty when it has no `code`. */
function codesIn(node: Json, resolver: Resolver): string[] | undefined {
  const flat = flatten(node, resolver);
  const own = flat.properties.has('code') ? flatten(partNode(flat.properties.get('code')), resolver).enum : [];
  if (own === undefined) return undefined;
  const codes = own.filter((c): c is string => typeof c === 'string');
  if (flat.alternatives.length === 0) return codes;
  const options = flat.alternatives.flat().map((o) => codesIn(o, resolver));
  if (options.some((o) => o === undefined)) return undefined;
  const union = [...new Set(options.flatMap((o) => o ?? []))];
  if (!flat.properties.has('code') || union.length === 0) return union.length === 0 ? codes : union;
  return union.filter((c) => codes.includes(c));
}

function codesByStatus(op: Record<string, Json>, resolver: Resolver): CodesByStatus {
  const codes: CodesByStatus = new Map();
  for (const [status, response] of responsesOf(op, resolver)) {
    if (!isErrorStatus(status)) continue;
    const schema = jsonSchema(response);
    if (schema !== undefined) codes.set(status, codesIn(schema, resolver));
  }
  return codes;
}

function compareParameters(old: Map<string, Parameter>, next: Map<string, Parameter>, site: Site, prefix: string, ctx: WalkContext): void {
  for (const finding of parameterFindings(old, next, site.direction)) {
    const key = [...old.values(), ...next.values()].find((p) => p.label === finding.at)?.key ?? '';
    const section = parameterSection(key);
    ctx.emit(placeIn(finding, section ? { ...site, trail: [...site.trail, section] } : site, prefix));
  }
  for (const [key, p] of old) {
    const now = next.get(key);
    if (!now) continue;
    const section = parameterSection(key);
    compareSchemas(p.schema, now.schema, { ...site, path: [prefix, now.label].filter(Boolean).join(' '), trail: section ? [...site.trail, section] : site.trail }, ctx);
  }
}

function compareRequestBody(old: OperationEntry, next: OperationEntry, site: Site, ctx: WalkContext): void {
  const before = old.op.requestBody === undefined ? undefined : ctx.old.object(old.op.requestBody);
  const after = next.op.requestBody === undefined ? undefined : ctx.new.object(next.op.requestBody);
  for (const finding of requestBodyFindings(before, after, site.direction)) ctx.emit(placeIn(finding, site, ''));
  if (!before || !after) return;
  const [was, now] = [mediaTypesOf(before), mediaTypesOf(after)];
  for (const finding of mediaTypeFindings(was, now, site.direction, 'body')) ctx.emit(placeIn(finding, site, ''));
  for (const [type, schema] of was) if (now.has(type)) compareSchemas(schema, now.get(type), { ...site, path: was.size > 1 ? `body (${type})` : 'body' }, ctx);
}

function compareResponses(old: OperationEntry, next: OperationEntry, site: Site, ctx: WalkContext): void {
  const [was, now] = [responsesOf(old.op, ctx.old), responsesOf(next.op, ctx.new)];
  const newCodes = codesByStatus(next.op, ctx.new);
  for (const finding of statusFindings([...was.keys()], [...now.keys()], site.direction, (s) => newCodes.get(s) ?? [])) ctx.emit(placeIn(finding, site, ''));
  for (const [status, before] of was) {
    const after = now.get(status);
    if (!after) continue;
    compareParameters(headersOf(before, ctx.old), headersOf(after, ctx.new), site, status, ctx);
    const [bodies, newBodies] = [mediaTypesOf(before), mediaTypesOf(after)];
    for (const finding of mediaTypeFindings(bodies, newBodies, site.direction, `${status} body`)) ctx.emit(placeIn(finding, site, ''));
    const errorBody = next.kind === 'operation' && isErrorStatus(status);
    for (const [type, schema] of bodies) {
      if (!newBodies.has(type)) continue;
      compareSchemas(schema, newBodies.get(type), { ...site, path: bodies.size > 1 ? `${status} body (${type})` : `${status} body`, errorBody }, ctx);
    }
  }
  if (next.kind === 'operation') {
    const codeSite = { ...site, trail: [...site.trail, '7'] };
    for (const finding of codeFindings(codesByStatus(old.op, ctx.old), newCodes)) ctx.emit(placeIn(finding, codeSite, ''));
  }
}

export function compareOperation(old: OperationEntry, next: OperationEntry, roots: { old: Record<string, Json>; new: Record<string, Json> }, ctx: WalkContext): void {
  const base: Site = { subject: next.label, path: '', direction: next.requestDirection, usage: next.label, trail: next.section ? [next.section] : [] };
  // Identity, publishing and security travel in neither direction.
  const undirected = (finding: Finding): Change => {
    const { direction: _direction, ...change } = placeIn(finding, base, '');
    return change;
  };
  for (const finding of operationFindings(old, next)) ctx.emit(undirected(finding));
  if (next.kind === 'operation') for (const finding of securityFindings(securityOf(roots.old, old.op), securityOf(roots.new, next.op))) ctx.emit(undirected(finding));
  compareParameters(parametersOf(old.pathItem, old.op, ctx.old), parametersOf(next.pathItem, next.op, ctx.new), base, '', ctx);
  compareRequestBody(old, next, base, ctx);
  compareResponses(old, next, { ...base, direction: next.responseDirection }, ctx);
}
