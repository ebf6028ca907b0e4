/**
 * Which checks and check files a run selects, worked out before vitest starts: a file that holds
 * none of the selected checks is never started, so one check costs one file and a section costs
 * its own files, not the whole suite's imports.
 *
 * Files are read as text, not loaded: each `check({ id, section, … })` declaration is found by
 * its literal id and section. An id built at run time (a template literal, a variable) counts as
 * a pattern or as "any id", so a file is only ever left out when none of its checks can match;
 * vitest's name filter then picks the exact checks inside the files that do start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closestNames } from '../cli/closest-name.ts';
import { projectRoot } from './project-root.ts';
import { isSection, withinSection } from './sections.ts';

/** A check id as given to `--check`: kebab-case letters, digits and `-`, where `*` stands for any run of them. */
export function isCheckIdPattern(text: string): boolean {
  return /^[a-z0-9*]+(-[a-z0-9*]+)*$/.test(text);
}

function escaped(literal: string): string {
  return literal.replace(/[^a-z0-9]/g, (c) => `\\${c}`);
}

/** The id patterns as one regular-expression alternation over whole ids (`*` is any run of id characters). */
function idAlternation(patterns: readonly string[]): string {
  return patterns.map((p) => p.split('*').map(escaped).join('[a-z0-9-]*')).join('|');
}

/** Whether an id matches one of the `--check` patterns. */
export function idSelected(id: string, patterns: readonly string[]): boolean {
  return new RegExp(`^(?:${idAlternation(patterns)})$`).test(id);
}

/**
 * Vitest's test-name filter for the patterns. Test names read `[section] id: title`
 * (suites/support/checks/check.ts), after any describe block's name; an id matches whole, never
 * as the prefix of a longer id.
 */
export function checkNamePattern(patterns: readonly string[]): RegExp {
  return new RegExp(`\\[[0-9.]+\\] (?:${idAlternation(patterns)}): `);
}

/** What one check file declares, as far as its text tells. */
export interface DeclaredChecks {
  file: string;
  /** Literal ids, and ids built at run time as patterns (`*` where a value goes in); `*` alone is an id not written in the file. */
  ids: string[];
  sections: string[];
  /** Per id, the profile its metadata names (`spec` when it names none). */
  profiles?: ('spec' | 'reference')[];
  /**
   * For a file declaring ids held in variables (`*` alone): the quoted kebab-case strings of the
   * file, where such ids are written (`['named-extra-name-is-400', ...]`).
   */
  quoted?: string[];
}

function listCheckFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory() && entry.name !== 'support' && entry.name !== 'node_modules') found.push(...listCheckFiles(root, path));
    else if (entry.isFile() && entry.name.endsWith('.check.ts')) found.push(path);
  }
  return found.sort();
}

// A declaration: `check(` or `agreementCheck(` and its metadata object, whose id and section come
// first. The id is `'x'`, `` `x-${y}` ``, or a name (`id,` or `id: name`, an id held in a variable).
const declaration = /\b(?:check|[a-z][A-Za-z]*Check)\(\s*\{/g;
const idField = /\bid(?:\s*:\s*(?:'([^']*)'|`([^`]*)`|[A-Za-z_$][\w$.]*)|\s*[,}])/;
const sectionField = /\bsection\s*:\s*(?:'([^']*)'|[A-Za-z_$`])/;
// Far enough for the id and section of any declaration, not so far as to reach the next one's.
const metadataReach = 400;

// The metadata object ends where the check's body starts: `}, async (` or `}, (`.
const metadataEnd = /\}\s*,\s*(?:async\s*)?\(/;
const referenceProfile = /\bprofile\s*:\s*'reference'/;
const quotedId = /['"`]([a-z0-9]+(?:-[a-z0-9]+)+)['"`]/g;

/** The ids and sections a check file's text declares. */
export function declaredIn(file: string, text: string): DeclaredChecks {
  const ids: string[] = [];
  const sections: string[] = [];
  const profiles: ('spec' | 'reference')[] = [];
  for (const found of text.matchAll(declaration)) {
    const start = found.index + found[0].length;
    const metadata = text.slice(start, start + metadataReach);
    const id = idField.exec(metadata);
    const [, literal, template] = id ?? [];
    if (literal !== undefined) ids.push(literal);
    else if (template !== undefined) ids.push(template.replace(/\$\{[^}]*\}/g, '*'));
    else ids.push('*');
    sections.push(sectionField.exec(metadata)?.[1] ?? '*');
    const rest = text.slice(start);
    const end = metadataEnd.exec(rest);
    profiles.push(referenceProfile.test(rest.slice(0, end?.index ?? metadataReach)) ? 'reference' : 'spec');
  }
  return { file, ids, sections, profiles, ...(ids.includes('*') ? { quoted: [...new Set([...text.matchAll(quotedId)].map((m) => m[1] ?? ''))] } : {}) };
}

/** Every check file under `suites/` of `root`, with what it declares. Paths are relative to `root`. */
export function declaredChecks(root: string): DeclaredChecks[] {
  return listCheckFiles(root, 'suites').map((path) => declaredIn(path, readFileSync(join(root, path), 'utf8')));
}

/** Whether an id as declared (possibly with `*` for values filled in at run time) can match a `--check` pattern. */
function mayMatch(declared: string, pattern: string): boolean {
  const asRegExp = (text: string) => new RegExp(`^${text.split('*').map(escaped).join('[a-z0-9-]*')}$`);
  if (!declared.includes('*')) return asRegExp(pattern).test(declared);
  if (!pattern.includes('*')) return asRegExp(declared).test(pattern);
  // Two patterns: whether any id matches both is not worth working out; the file starts.
  return true;
}

/**
 * The files that may hold a check matching one of `patterns`. Ids are unique across the suite,
 * so an id written out whole in one file is looked for nowhere else.
 */
export function filesForChecks(declared: readonly DeclaredChecks[], patterns: readonly string[]): string[] {
  const files = new Set<string>();
  for (const pattern of patterns) {
    const literal = pattern.includes('*') ? [] : declared.filter((d) => d.ids.includes(pattern));
    const holders = literal.length > 0 ? literal : declared.filter((d) => d.ids.length === 0 || d.ids.some((id) => mayMatch(id, pattern)));
    for (const d of holders) files.add(d.file);
  }
  return declared.filter((d) => files.has(d.file)).map((d) => d.file);
}

/** The files that may hold a check of `section` or one of its subsections. */
export function filesForSection(declared: readonly DeclaredChecks[], section: string): string[] {
  return declared.filter((d) => d.sections.length === 0 || d.sections.some((s) => s === '*' || withinSection(s, section))).map((d) => d.file);
}

/** Why a `--check` pattern can match no check, or undefined when some check may have that id. */
export type UnknownCheck = { pattern: string; why: 'no-such-id'; closest: string[] } | { pattern: string; why: 'reference-profile' };

/**
 * Whether a pattern may match a check of the suite, read from the files' text before anything
 * starts: a declared id (literal or built at run time), or, in a file whose ids are held in
 * variables, a quoted string of that file. `profile` is the run's: under `spec` a pattern that
 * matches only checks of the reference profile runs nothing either.
 */
export function unknownCheck(declared: readonly DeclaredChecks[], pattern: string, profile: 'spec' | 'reference'): UnknownCheck | undefined {
  const matching = declared.flatMap((d) => d.ids.flatMap((id, i) => (id !== '*' && mayMatch(id, pattern) ? [d.profiles?.[i] ?? 'spec'] : [])));
  const inVariables = declared.some((d) => d.ids.includes('*') && (d.quoted ?? []).some((text) => mayMatch(text, pattern)));
  if (matching.length === 0 && !inVariables) {
    const literals = declared.flatMap((d) => d.ids.filter((id) => !id.includes('*')));
    return { pattern, why: 'no-such-id', closest: closestNames(pattern.replace(/\*/g, ''), [...new Set(literals)]) };
  }
  if (profile === 'spec' && !inVariables && matching.every((p) => p === 'reference')) return { pattern, why: 'reference-profile' };
  return undefined;
}

/**
 * The check files the run starts, narrowed by area, section and check ids before vitest loads
 * anything; undefined when the run takes every file.
 */
export function selectedFiles(options: { area?: string; files?: string[]; checks?: string[] }): string[] | undefined {
  const { area, checks } = options;
  if (options.files === undefined && area === undefined && checks === undefined) return undefined;
  const declared = declaredChecks(projectRoot);
  let files = options.files ?? declared.map((d) => d.file);
  const keep = (allowed: readonly string[]) => {
    const set = new Set(allowed);
    files = files.filter((f) => set.has(f));
  };
  if (area !== undefined) keep(isSection(area) ? filesForSection(declared, area) : declared.filter((d) => d.file.startsWith(`suites/${area}/`)).map((d) => d.file));
  if (checks !== undefined) keep(filesForChecks(declared, checks));
  return files;
}
