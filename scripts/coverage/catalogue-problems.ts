/**
 * What would let the statement catalogue drift from the suite or the spec: a check claiming a
 * statement the catalogue does not have, or a boundary case its statement does not list; a
 * statement with no boundary cases that no decision leaves open; boundary ids that repeat or are
 * not kebab-case; decisions that are not recorded; statement ids that repeat or do not start with
 * their section, sections the spec does not have, and checks citing a section the catalogue says
 * nothing about. The coverage command exits 1 on any of these, and the catalogue's own test
 * asserts there are none.
 */
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';

export interface CatalogueInputs {
  statements: readonly Statement[];
  checks: readonly Pick<ListedCheck, 'id' | 'section' | 'asserts'>[];
  /** Ids recorded in docs/decisions.md. */
  decisions: ReadonlySet<string>;
  /** The spec's sections, in order. */
  sections: readonly string[];
}

const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
}

function statementProblems(s: Statement, inputs: CatalogueInputs): string[] {
  const problems: string[] = [];
  const known = new Set(inputs.sections);
  if (!known.has(s.section)) problems.push(`statement ${s.id}: section ${JSON.stringify(s.section)} is not a section of the spec`);
  if (!s.id.startsWith(`${s.section}-`) || !namePattern.test(s.id.slice(s.section.length + 1))) {
    problems.push(`statement ${s.id}: the id must be its section, a dash and a kebab-case name`);
  }
  if (s.rule.trim() === '') problems.push(`statement ${s.id}: the rule is empty`);
  for (const other of s.also ?? []) {
    if (!known.has(other)) problems.push(`statement ${s.id}: also names ${JSON.stringify(other)}, which is not a section of the spec`);
    if (other === s.section) problems.push(`statement ${s.id}: also repeats its own section ${other}`);
  }
  for (const id of repeated(s.also ?? [])) problems.push(`statement ${s.id}: also names section ${id} twice`);
  const boundaries = s.boundaries ?? [];
  if (boundaries.length === 0 && (s.open ?? []).length === 0) problems.push(`statement ${s.id} lists no boundary cases, and no decision leaves it open`);
  for (const id of boundaries) if (!namePattern.test(id)) problems.push(`statement ${s.id}: boundary ${JSON.stringify(id)} is not a kebab-case name`);
  for (const id of repeated(boundaries)) problems.push(`statement ${s.id} lists boundary ${id} twice`);
  for (const id of s.open ?? []) if (!inputs.decisions.has(id)) problems.push(`statement ${s.id} names decision ${JSON.stringify(id)}, which docs/decisions.md does not record`);
  return problems;
}

/** Sections (and their subsections) that at least one statement states or restates. */
function statedSections(statements: readonly Statement[]): Set<string> {
  const stated = new Set<string>();
  for (const s of statements) {
    for (const section of [s.section, ...(s.also ?? [])]) {
      stated.add(section);
      // A check may cite a parent section (5) for a rule the catalogue files under an item (5.3).
      stated.add(section.split('.')[0] ?? section);
    }
  }
  return stated;
}

/** What a check claims that the catalogue does not have. */
function claimProblems(check: CatalogueInputs['checks'][number], byId: ReadonlyMap<string, Statement>): string[] {
  const problems: string[] = [];
  for (const [statementId, claimed] of Object.entries(check.asserts ?? {})) {
    const statement = byId.get(statementId);
    if (statement === undefined) {
      problems.push(`check ${check.id} asserts statement ${JSON.stringify(statementId)}, which the catalogue does not have`);
      continue;
    }
    const listed = new Set(statement.boundaries ?? []);
    for (const id of claimed) if (!listed.has(id)) problems.push(`check ${check.id} claims boundary ${JSON.stringify(id)} of ${statementId}, which the statement does not list`);
    for (const id of repeated(claimed)) problems.push(`check ${check.id} claims boundary ${id} of ${statementId} twice`);
  }
  return problems;
}

/** Every disagreement between the catalogue, the checks' claims and the recorded decisions. */
export function catalogueProblems(inputs: CatalogueInputs): string[] {
  const { statements, checks } = inputs;
  const problems = repeated(statements.map((s) => s.id)).map((id) => `statement id ${id} is used more than once`);
  for (const s of statements) problems.push(...statementProblems(s, inputs));
  const byId = new Map(statements.map((s) => [s.id, s]));
  for (const c of checks) problems.push(...claimProblems(c, byId));
  const stated = statedSections(statements);
  const unstated = new Map<string, string[]>();
  for (const c of checks) if (!stated.has(c.section)) unstated.set(c.section, [...(unstated.get(c.section) ?? []), c.id]);
  for (const [section, ids] of unstated) problems.push(`section ${section} has no statement in the catalogue, yet checks cite it: ${ids.join(', ')}`);
  return problems;
}
