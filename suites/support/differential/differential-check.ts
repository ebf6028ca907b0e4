/**
 * Differential checks: every generated case goes to the target and to the bundled reference, and
 * their normalised outcomes must agree. They exist only in differential mode (`gateway-harness
 * check --differential`, which sets HARNESS_DIFFERENTIAL=1), so ordinary runs are unchanged.
 */
import fc from 'fast-check';
import { vi, type TestContext } from 'vitest';
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { check, type CheckMeta } from '../checks/check.ts';
import { Warnings } from '../checks/warnings.ts';
import type { DifferentialCase } from './case-step.ts';
import { cutShort, describeCase } from './describe.ts';
import { judgeCase, type CaseVerdict } from './judge-case.ts';
import type { TypedFailure } from '../checks/typed-failure.ts';
import type { Observation } from './observation.ts';
import { perform, useTwinRuns, type TwinRuns } from './twin-runs.ts';

function differentialMode(): boolean {
  return process.env.HARNESS_DIFFERENTIAL === '1';
}

/** Open differences fail too, except under the spec profile (as `check()` reads the profile). */
function strictProfile(): boolean {
  return process.env.HARNESS_PROFILE !== 'spec';
}

/**
 * A difference the spec does not allow (or, under the reference profile, any difference). It
 * keeps the plain `Error` name: fast-check prints it as `Got error: …`, which reports take off.
 * It states the reference's outcome as expected and the target's as actual, and a typed failure.
 */
class DifferenceFound extends Error {
  readonly expected: string | undefined;
  readonly actual: string | undefined;
  readonly typed: TypedFailure | undefined;

  constructor(message: string, outcomes: CaseVerdict['outcomes']) {
    super(message);
    this.expected = outcomes?.reference;
    this.actual = outcomes?.target;
    this.typed = outcomes && { kind: 'differential', sent: outcomes.sent, received: `the target: ${outcomes.target}`, documented: `the bundled reference (where the spec fixes the outcome): ${outcomes.reference}`, why: outcomes.why };
  }
}

/** Takes both sides through the case, one step at a time, both sides at once. */
async function runCase(twins: TwinRuns, c: DifferentialCase): Promise<[Observation[], Observation[]]> {
  const target: Observation[] = [];
  const reference: Observation[] = [];
  for (const step of c.steps) {
    const [t, r] = await Promise.all([perform(twins.target, step), perform(twins.reference, step)]);
    target.push(t);
    reference.push(r);
  }
  return [target, reference];
}

interface AgreementOptions {
  /** Runs before each case on both sides, e.g. provisioning, when cases change the world. */
  beforeEach?: () => Promise<void>;
  /** Makes each case, as it is run, its own (e.g. keys no earlier run used, shrinking included). */
  prepare?: (c: DifferentialCase) => DifferentialCase;
}

/** The case as fast-check prints a counter-example: one line, no token (Authorization is never shown). */
function printable(c: DifferentialCase): DifferentialCase {
  return Object.defineProperty({ ...c }, fc.toStringMethod, { value: () => cutShort(describeCase(c).replace(/\n\s*/g, ' | '), 400), enumerable: false });
}

/**
 * Sends every case of `cases` to both sides and fails on the first that differs, shrunk to a
 * small one. The failing run's own error states the difference (the case, both outcomes, the
 * spec section); fast-check's text around it gives the seed and path that replay it. Soft
 * findings are attached to the check as warnings.
 */
async function assertAgreement(twins: TwinRuns, cases: fc.Arbitrary<DifferentialCase>, context: TestContext, options: AgreementOptions = {}): Promise<void> {
  const strict = strictProfile();
  const warnings = new Warnings();
  try {
    await fc.assert(
      fc.asyncProperty(cases.map(printable), async (generated) => {
        await options.beforeEach?.();
        const c = options.prepare ? options.prepare(generated) : generated;
        const [target, reference] = await runCase(twins, c);
        const verdict = judgeCase(c, target, reference, strict);
        for (const finding of verdict.findings) warnings.add(finding);
        if (verdict.failure !== undefined) throw new DifferenceFound(verdict.failure, verdict.outcomes);
      }),
      // The difference goes into the message too, so a reader of the first lines sees it.
      { includeErrorInReport: true },
    );
  } finally {
    await warnings.report(context);
  }
}

export interface Agreement {
  /** Per-check time limit: a slow target over HTTP needs minutes for 200 runs. */
  timeoutMs: number;
  /** The world both sides are provisioned with; the default world when absent. */
  world?: World;
  /** The generated cases, built from that world (and, where they depend on it, what both sides offer). */
  cases: (world: World, twins: TwinRuns) => fc.Arbitrary<DifferentialCase>;
  /** Provision both sides before every case, not once: for cases that move windows and clocks. */
  freshWorldPerCase?: boolean;
  prepare?: AgreementOptions['prepare'];
}

/**
 * Declares the differential check of a file: the twin runs it drives, its time limit, and the
 * check that every generated case agrees. Outside differential mode nothing is declared or started.
 */
export function agreementCheck(meta: CheckMeta, agreement: Agreement): void {
  if (!differentialMode()) return;
  const twins = useTwinRuns();
  vi.setConfig({ testTimeout: agreement.timeoutMs });
  check(meta, async (context) => {
    const provision = () => twins().provision(agreement.world);
    if (!agreement.freshWorldPerCase) await provision();
    const world = agreement.world ?? twins().target.world;
    await assertAgreement(twins(), agreement.cases(world, twins()), context, { beforeEach: agreement.freshWorldPerCase ? provision : undefined, prepare: agreement.prepare });
  });
}
