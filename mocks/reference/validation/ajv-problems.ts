/**
 * ajv's errors as field problems: `loc` is `body` then the path with integer array indices
 * (decision A3), `msg` a short English reason (decision A4). A fault of the value's JSON type hides
 * the other faults at the same place, and the branch faults of an `anyOf` become one problem.
 */
import type { ErrorObject } from '../../../contracts/schemas.ts';
import { patternReasons } from './reference-rules.ts';
import { isPlainObject } from './schema-node.ts';
import type { SendProblem } from './send-problem.ts';

type Loc = SendProblem['loc'];

function locOf(instancePath: string, body: unknown): Loc {
  const loc: Loc = ['body'];
  if (instancePath === '') return loc;
  let current = body;
  for (const raw of instancePath.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      const index = Number(key);
      loc.push(index);
      current = current[index];
    } else {
      loc.push(key);
      current = isPlainObject(current) ? current[key] : undefined;
    }
  }
  return loc;
}

/** The name of the counted things: the field's own name, singular for one ("1 row"). */
export function countedNoun(loc: Loc, count: number): string {
  const name = [...loc].reverse().find((part): part is string => typeof part === 'string' && part !== 'body') ?? 'items';
  return count === 1 && name.endsWith('s') ? name.slice(0, -1) : name;
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function reason(error: ErrorObject, loc: Loc): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${String(params.type).split(',').map(withArticle).join(' or ')}`;
    case 'maxLength':
      return `at most ${limit} characters`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `at least ${limit} characters`;
    case 'maxItems':
      return `at most ${limit} ${countedNoun(loc, limit)}`;
    case 'minItems':
      return `at least ${limit} ${countedNoun(loc, limit)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return patternReasons.get(String(params.pattern)) ?? 'is not in the expected form';
    default:
      return error.message ?? 'is not valid';
  }
}

function isInside(error: ErrorObject, group: ErrorObject): boolean {
  return error !== group && error.schemaPath.startsWith(`${group.schemaPath}/`) && error.instancePath.startsWith(group.instancePath);
}

function groupReason(group: ErrorObject, members: ErrorObject[]): string {
  const missing = members.filter((e) => e.keyword === 'required' && e.instancePath === group.instancePath);
  if (missing.length === 0 || missing.length !== members.length) return 'does not match any allowed form';
  return `needs ${missing.map((e) => String((e.params as Record<string, unknown>).missingProperty)).join(' or ')}`;
}

function locKey(loc: Loc): string {
  return loc.map(String).join('\u0000');
}

/** The problems ajv found in `body`, in ajv's order (the caller sorts them). */
export function problemsFromAjv(errors: readonly ErrorObject[], body: unknown): SendProblem[] {
  const groups = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const problems: { problem: SendProblem; typeFault: boolean }[] = [];
  for (const error of errors) {
    // A failed `then` is reported by its own faults; `if` only says that it failed.
    if (error.keyword === 'if' || groups.some((group) => isInside(error, group))) continue;
    const base = locOf(error.instancePath, body);
    const missing = (error.params as Record<string, unknown>).missingProperty;
    const loc = error.keyword === 'required' && typeof missing === 'string' ? [...base, missing] : base;
    const msg = groups.includes(error) ? groupReason(error, errors.filter((e) => isInside(e, error))) : reason(error, loc);
    problems.push({ problem: { loc, msg }, typeFault: error.keyword === 'type' });
  }
  const typeFaults = new Set(problems.filter((p) => p.typeFault).map((p) => locKey(p.problem.loc)));
  const seen = new Set<string>();
  return problems.flatMap(({ problem, typeFault }) => {
    const at = locKey(problem.loc);
    const key = `${at}\u0001${problem.msg}`;
    if ((!typeFault && typeFaults.has(at)) || seen.has(key)) return [];
    seen.add(key);
    return [problem];
  });
}
