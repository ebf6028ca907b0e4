/**
 * The contract diff: every change between two versions of an API description, each with its
 * verdict under section 9 of the spec and the sections it touches. The same change seen from
 * several operations (a field of `Error`, say) is reported once, naming them all.
 */
import type { Change } from './change.ts';
import { compareOperation } from './compare-operation.ts';
import type { WalkContext } from './compare-schemas.ts';
import type { ContractDocument } from './load.ts';
import { methods, operationsOf } from './operations.ts';
import { isObject, pointerToken, Resolver, type Json } from './resolver.ts';
import { catalogueFindings, catalogueOf } from './rules/catalogue.ts';
import { operationSetFindings } from './rules/operations.ts';
import { proseChanges } from './rules/prose.ts';
import { sortedSections } from './sections.ts';

export interface DiffResult {
  old: string;
  new: string;
  changes: Change[];
  breaking: number;
  /** Allowed changes, wording included. */
  allowed: number;
  wording: number;
}

/** Names the place of a wording change: its operation, event or component, and the rest of the pointer. */
function proseSite(pointer: string, root: Record<string, Json>): { subject: string; path: string; sections: string[] } {
  const parts = pointer.split('/').slice(1).map(pointerToken);
  let taken = 1;
  let subject = parts[0] ?? '';
  if (parts[0] === 'paths' && parts.length > 2 && methods.includes(parts[2] ?? '')) [subject, taken] = [`${(parts[2] ?? '').toUpperCase()} ${parts[1]}`, 3];
  else if (parts[0] === 'webhooks' && parts.length > 2) [subject, taken] = [`event ${parts[1]}`, 3];
  else if (parts[0] === 'components' && parts.length > 2) [subject, taken] = [parts[2] ?? '', 3];
  // The innermost `x-spec-section` on the way down is the section the wording belongs to.
  let node: Json = root;
  let section: string | undefined;
  const shown = [...parts];
  parts.forEach((part, i) => {
    if (isObject(node) && typeof node['x-spec-section'] === 'string') section = node['x-spec-section'];
    node = Array.isArray(node) ? node[Number(part)] : isObject(node) ? node[part] : undefined;
    // A parameter is named, not numbered.
    if (parts[i - 1] === 'parameters' && isObject(node) && typeof node.name === 'string') shown[i] = `${String(node.in)} ${node.name}`;
  });
  return { subject, path: shown.slice(taken).join('/'), sections: section ? [section] : [] };
}

/** Wording changes select no checks and are summarised rather than listed one by one. */
export const isWording = (c: Change): boolean => c.rule === 'prose-changed' || c.rule === 'examples-changed';

function merged(changes: Change[]): Change[] {
  const byKey = new Map<string, Change>();
  for (const c of changes) {
    const key = [c.rule, c.verdict, c.subject, c.path, c.message, c.direction ?? ''].join('|');
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...c, usedBy: [...new Set(c.usedBy)], sections: sortedSections(c.sections) });
    else {
      seen.usedBy = [...new Set([...seen.usedBy, ...c.usedBy])];
      seen.sections = sortedSections([...seen.sections, ...c.sections]);
    }
  }
  const rank = (c: Change): number => (c.verdict === 'breaking' ? 0 : isWording(c) ? 2 : 1);
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b) || a.subject.localeCompare(b.subject) || a.path.localeCompare(b.path) || a.message.localeCompare(b.message));
}

export function diffContracts(old: ContractDocument, next: ContractDocument): DiffResult {
  const changes: Change[] = [];
  const ctx: WalkContext = { old: new Resolver(old.root), new: new Resolver(next.root), emit: (c) => changes.push(c), active: new Set() };
  const [before, after] = [operationsOf(old.root, ctx.old), operationsOf(next.root, ctx.new)];
  for (const { subject, section, finding } of operationSetFindings(before, after)) {
    const { at: _at, section: _family, ...rest } = finding;
    changes.push({ ...rest, subject, path: '', usedBy: [subject], sections: [...(section ? [section] : []), ...(finding.section ? [finding.section] : [])] });
  }
  for (const [key, entry] of after) {
    const was = before.get(key);
    if (was) compareOperation(was, entry, { old: old.root, new: next.root }, ctx);
  }
  const [oldCatalogue, newCatalogue] = [catalogueOf(old.root), catalogueOf(next.root)];
  for (const finding of catalogueFindings(oldCatalogue, newCatalogue)) {
    const { at: _at, section: _section, ...rest } = finding;
    changes.push({ ...rest, subject: newCatalogue?.holder ?? oldCatalogue?.holder ?? 'catalogue', path: 'x-error-catalogue', usedBy: [], sections: ['7'] });
  }
  for (const p of proseChanges(old.root, next.root)) {
    const { subject, path, sections } = proseSite(p.pointer, next.root);
    changes.push({ rule: p.rule, verdict: 'allowed', message: p.message, basis: p.basis, subject, path, usedBy: [], sections });
  }
  const all = merged(changes);
  const breaking = all.filter((c) => c.verdict === 'breaking').length;
  return { old: old.label, new: next.label, changes: all, breaking, allowed: all.length - breaking, wording: all.filter(isWording).length };
}
