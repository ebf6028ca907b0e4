/**
 * Coverage that is proven, not declared: a statement counts as proven once a faulty build that
 * breaks it (hand-written or generated from the spec's numbers) was killed, in a recorded
 * kill-table run, by a check that claims what the build breaks. A case is proven the same way,
 * through a build that names that case. Nothing here runs a build: the verdicts come from the
 * run's record (reports/kill-table/), and what each check claims from the suite as listed now.
 */
import type { Breaks } from '../../mocks/faulty/index.ts';
import type { Statement } from '../../suites/support/spec/statements/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { claimsAny } from '../faulty/claimed-checks.ts';
import type { KillRunRecord } from '../faulty/kill-run.ts';
import type { Verdict } from '../faulty/kill-verdict.ts';

/** A faulty build as coverage sees it: its name and what it breaks. */
export interface FaultBreaks {
  name: string;
  generated: boolean;
  breaks: Breaks;
}

/** One build breaking one statement, and what the run made of it. */
export interface FaultProof {
  name: string;
  generated: boolean;
  /** The cases of the statement it breaks; empty for the statement as a whole. */
  cases: readonly string[];
  /** Its verdict in the run; `not run` when the run did not include it. */
  verdict: Verdict | 'not run';
  /** The checks that failed on it and claim what it breaks of this statement. */
  killedBy: string[];
}

export interface StatementProof {
  faults: FaultProof[];
  /** Some build breaking it was killed by a check claiming it. */
  proven: boolean;
  /** Its cases proven so. */
  provenCases: string[];
}

/** Where the verdicts come from: the run's record and where it was read. */
export interface ProofInputs {
  faults: readonly FaultBreaks[];
  /** Undefined when no record was found. */
  run: KillRunRecord | undefined;
  /** The record's file, from the project root. */
  file: string;
}

/** What the run was, for the report's first lines. */
export interface RunSummary {
  file: string;
  form: KillRunRecord['form'] | 'none';
  at?: string;
  commit?: string | null;
  builds: number;
  killed: number;
  open: number;
  /** Builds of the catalogue the run did not include (proving nothing). */
  notRun: string[];
}

export function runSummary(inputs: ProofInputs): RunSummary {
  const { run, file } = inputs;
  if (!run) return { file, form: 'none', builds: 0, killed: 0, open: 0, notRun: inputs.faults.map((f) => f.name) };
  const ran = new Set(run.builds.map((b) => b.name));
  return {
    file,
    form: run.form,
    at: run.at,
    commit: run.commit,
    builds: run.builds.length,
    killed: run.builds.filter((b) => b.verdict === 'killed').length,
    open: run.builds.filter((b) => b.verdict === 'open').length,
    notRun: inputs.faults.filter((f) => !ran.has(f.name)).map((f) => f.name),
  };
}

/** The proof of one statement, from the builds that break it and the run's verdicts. */
export function proofOf(statement: string, inputs: ProofInputs, checks: readonly ListedCheck[]): StatementProof {
  const verdicts = new Map((inputs.run?.builds ?? []).map((b) => [b.name, b]));
  const byId = new Map(checks.map((c) => [c.id, c]));
  const faults = inputs.faults.flatMap((fault): FaultProof[] => {
    const cases = fault.breaks[statement];
    if (cases === undefined) return [];
    const recorded = verdicts.get(fault.name);
    const failed = recorded?.verdict === 'killed' ? recorded.caughtBy : [];
    const killedBy = failed.filter((id) => {
      const check = byId.get(id);
      return check !== undefined && check.profile === 'spec' && claimsAny(check, { [statement]: cases });
    });
    return [{ name: fault.name, generated: fault.generated, cases, verdict: recorded?.verdict ?? 'not run', killedBy }];
  });
  const proofs = faults.filter((f) => f.killedBy.length > 0);
  const provenCases = new Set<string>();
  for (const f of proofs) {
    for (const c of f.cases) if (f.killedBy.some((id) => byId.get(id)?.asserts?.[statement]?.includes(c))) provenCases.add(c);
  }
  return { faults, proven: proofs.length > 0, provenCases: [...provenCases] };
}

/** A build naming a statement the catalogue lacks, or a case its statement does not list. */
export function faultProblems(faults: readonly FaultBreaks[], statements: readonly Statement[]): string[] {
  const listed = new Map(statements.map((s) => [s.id, new Set(s.boundaries ?? [])]));
  return faults.flatMap((fault) =>
    Object.entries(fault.breaks).flatMap(([id, cases]) => {
      const known = listed.get(id);
      if (!known) return [`faulty build ${fault.name} breaks statement ${id}, which the catalogue does not have`];
      return cases.filter((c) => !known.has(c)).map((c) => `faulty build ${fault.name} breaks boundary ${JSON.stringify(c)} of ${id}, which the statement does not list`);
    }),
  );
}
