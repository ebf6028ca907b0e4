/**
 * Walks two versions of one schema side by side: applies the schema rules at each level, then
 * descends into fields, items and alternatives. A change is placed at the component it belongs
 * to when both versions take it from the same component (so a change to `Error` is reported
 * once, seen from every response that uses it), and at the place being compared otherwise.
 */
import type { Change, Direction, Finding } from './change.ts';
import { partNode, type Flat } from './flat.ts';
import { flatten } from './flatten.ts';
import { refOf, type Json, type Resolver } from './resolver.ts';
import { pairAlternatives } from './rules/alternatives.ts';
import { constraintFindings } from './rules/constraints.ts';
import { enumFindings } from './rules/enums.ts';
import { limitFindings } from './rules/limits.ts';
import { propertyFindings } from './rules/properties.ts';
import { statusSendableFindings } from './rules/status-sendable.ts';
import { typeFindings } from './rules/types.ts';
import { withoutAlternatives } from './union.ts';

/** Where a comparison stands. */
export interface Site {
  /** Operation, event or component. */
  subject: string;
  path: string;
  direction: Direction;
  /** The operation or event the walk started from. */
  usage: string;
  /** Spec sections met on the way (operation, then each component). */
  trail: string[];
  /** The root of an error body: its `code` values are compared per operation (rules/codes.ts). */
  errorBody?: boolean;
  /** This is the `code` of an error body. */
  codeOwned?: boolean;
  /** How many schemas deep the walk is: a guard for recursion the reference check cannot see. */
  depth?: number;
}

const maxDepth = 64;

export interface WalkContext {
  old: Resolver;
  new: Resolver;
  emit(change: Change): void;
  /** Reference pairs being compared: a recursive schema is compared once. */
  active: Set<string>;
}

const joinPath = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

/** Turns a rule's finding into a placed change. */
export function place(finding: Finding, site: Site, subject = site.subject, path = site.path): Change {
  const { at, section: _section, ...rest } = finding;
  return {
    ...rest,
    subject,
    path: at === undefined ? path : joinPath(path, at),
    direction: site.direction,
    usedBy: [site.usage],
    sections: [...site.trail, ...(finding.section ? [finding.section] : [])],
  };
}

function schemaRules(old: Flat, next: Flat, site: Site): Finding[] {
  return [
    ...typeFindings(old, next, site.direction),
    ...(site.codeOwned ? [] : enumFindings(old, next, site.direction)),
    ...limitFindings(old, next, site.direction),
    ...constraintFindings(old, next, site.direction),
    ...statusSendableFindings(old, next),
  ];
}

function withSection(trail: string[], section: string | undefined): string[] {
  return section === undefined || trail.includes(section) ? trail : [...trail, section];
}

function fields(old: Flat, next: Flat, site: Site, ctx: WalkContext): void {
  for (const finding of propertyFindings(old, next, site.direction)) {
    const name = finding.at ?? '';
    // An added (removed) field belongs to its component when the other version merged that component too.
    const origin = finding.rule === 'field-added' ? next.properties.get(name)?.origin : finding.rule === 'field-removed' ? old.properties.get(name)?.origin : undefined;
    const other = finding.rule === 'field-added' ? old : next;
    if (origin !== undefined && other.origins.has(origin)) ctx.emit(place(finding, { ...site, trail: withSection(site.trail, ctx.new.sectionOf(origin)) }, origin, ''));
    else ctx.emit(place(finding, site));
  }
  for (const [name, was] of old.properties) {
    const now = next.properties.get(name);
    if (!now) continue;
    const sameOrigin = was.origin !== undefined && was.origin === now.origin;
    const child: Site = {
      ...site,
      subject: sameOrigin ? (now.origin ?? site.subject) : site.subject,
      path: sameOrigin ? name : joinPath(site.path, name),
      trail: sameOrigin ? withSection(site.trail, ctx.new.sectionOf(now.origin ?? '')) : site.trail,
      errorBody: false,
      codeOwned: site.errorBody === true && name === 'code',
    };
    compareSchemas(partNode(was), partNode(now), child, ctx);
  }
}

function alternatives(old: Flat, next: Flat, site: Site, ctx: WalkContext): void {
  const groups = Math.min(old.alternatives.length, next.alternatives.length);
  for (let g = 0; g < groups; g += 1) {
    const pairing = pairAlternatives(old.alternatives[g] ?? [], next.alternatives[g] ?? [], ctx.old, ctx.new, site.direction);
    for (const finding of pairing.findings) ctx.emit(place(finding, site));
    for (const pair of pairing.pairs) compareSchemas(pair.old, pair.new, { ...site, path: `${site.path}<${pair.label}>`, errorBody: false }, ctx);
  }
}

/**
 * One side is a single schema, the other a choice of alternatives (`oneOf: [A, B]` became `A`, or
 * the reverse): when the single schema is recognisably one of the options, by name or by a
 * discriminating value, the two are compared and the other options are removed or added.
 */
function oneAgainstAlternatives(oldNode: Json, newNode: Json, old: Flat, next: Flat, site: Site, ctx: WalkContext): boolean {
  const singleOld = old.alternatives.length === 0;
  const groups = singleOld ? next.alternatives : old.alternatives;
  if (groups.length !== 1) return false;
  const options = groups[0] ?? [];
  const pairing = singleOld ? pairAlternatives([oldNode], options, ctx.old, ctx.new, site.direction) : pairAlternatives(options, [newNode], ctx.old, ctx.new, site.direction);
  if (pairing.pairs.length !== 1) return false;
  for (const finding of pairing.findings) ctx.emit(place(finding, site));
  const [pair] = pairing.pairs;
  if (pair) compareSchemas(pair.old, pair.new, { ...site, errorBody: false }, ctx);
  return true;
}

/** Compares two versions of a schema and emits every change found in it and below it. */
export function compareSchemas(oldNode: Json, newNode: Json, site: Site, ctx: WalkContext): void {
  const [oldRef, newRef] = [refOf(oldNode), refOf(newNode)];
  const key = oldRef !== undefined && newRef !== undefined ? `${oldRef}|${newRef}|${site.direction}|${site.codeOwned === true}|${site.errorBody === true}` : undefined;
  if (key !== undefined) {
    if (ctx.active.has(key)) return;
    ctx.active.add(key);
  }
  try {
    if ((site.depth ?? 0) > maxDepth) return;
    let old = flatten(oldNode, ctx.old);
    let next = flatten(newNode, ctx.new);
    if (old.unknown || next.unknown) return;
    let here: Site = { ...site, depth: (site.depth ?? 0) + 1 };
    if (old.name !== undefined && old.name === next.name) here = { ...here, subject: next.name, path: '' };
    here = { ...here, trail: withSection(here.trail, next.section ?? old.section) };
    if ((old.alternatives.length === 0) !== (next.alternatives.length === 0)) {
      if (oneAgainstAlternatives(oldNode, newNode, old, next, here, ctx)) return;
      // Alternatives split differently on the two sides are compared as the union of their options.
      old = withoutAlternatives(old, ctx.old);
      next = withoutAlternatives(next, ctx.new);
    }
    for (const finding of schemaRules(old, next, here)) ctx.emit(place(finding, here));
    fields(old, next, here, ctx);
    if (old.items.length > 0 || next.items.length > 0) compareSchemas(partNode({ nodes: old.items }), partNode({ nodes: next.items }), { ...here, path: `${here.path}[]`, errorBody: false, codeOwned: false }, ctx);
    if (old.additional.length > 0 && next.additional.length > 0) compareSchemas(partNode({ nodes: old.additional }), partNode({ nodes: next.additional }), { ...here, path: `${here.path}{*}`, errorBody: false, codeOwned: false }, ctx);
    alternatives(old, next, here, ctx);
  } finally {
    if (key !== undefined) ctx.active.delete(key);
  }
}
