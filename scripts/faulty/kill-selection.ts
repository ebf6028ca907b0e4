/**
 * Which builds a kill table runs, and the checks each meets. A build that names its checks
 * (`caughtBy`) meets those; any other, generated or hand-written, meets every spec-profile check
 * that claims a case it breaks (`claimed-checks.ts`), at the suite's own property runs, at which the
 * claims are made. The quick form runs every build
 * that names its checks and a seeded sample of the others; the full form runs them all.
 */
import { anyFault, faultyBuilds, generatedFaults, type FaultDeclaration, type FaultyBuild, type GeneratedFault, type RunnableBuild } from '../../mocks/faulty/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { claimants } from './claimed-checks.ts';
import { seededSample } from './generated-sample.ts';
import type { KillForm } from './kill-run.ts';

/** Generated builds the quick form samples, unless told another number. */
export const defaultSampleSize = 6;

export interface SelectionOptions {
  /** Builds picked by name; the form is `chosen` then. */
  names?: readonly string[];
  full: boolean;
  seed: number;
  sampleSize: number;
}

export interface Selection {
  form: KillForm;
  builds: (RunnableBuild)[];
  /** The generated builds chosen, by name. */
  generated: string[];
  /** The builds chosen that name no checks, by name (the generated ones among them). */
  claimed: string[];
}

const isGenerated = (fault: FaultDeclaration): fault is GeneratedFault => 'change' in fault;
const namesChecks = (fault: FaultDeclaration): fault is RunnableBuild => (fault as FaultyBuild).caughtBy !== undefined;

function resolved(fault: FaultDeclaration, checks: readonly ListedCheck[] | undefined): RunnableBuild {
  if (namesChecks(fault)) return fault;
  if (!checks) throw new Error('the suite must be listed to find the checks of a build that names none');
  // The suite's own property runs: a property check claims the cases its runs reach at the fixed seed.
  return { ...fault, caughtBy: claimants(fault.breaks, checks) };
}

/**
 * The builds to run. `listed` is asked for the suite's checks only when a generated build is
 * chosen (listing the suite takes some seconds). A name no build has throws, naming it.
 */
export async function selectBuilds(options: SelectionOptions, listed: () => Promise<readonly ListedCheck[]>): Promise<Selection> {
  const picked = options.names && options.names.length > 0 ? options.names.map((name) => anyFault(name) ?? name) : undefined;
  const unknown = picked?.filter((p): p is string => typeof p === 'string') ?? [];
  if (unknown.length > 0) throw new RangeError(`no faulty build named ${unknown.map((n) => JSON.stringify(n)).join(', ')}`);
  const form: KillForm = picked ? 'chosen' : options.full ? 'full' : 'quick';
  const sampled = [...faultyBuilds.filter((b) => !namesChecks(b)), ...generatedFaults];
  const faults: FaultDeclaration[] = (picked as FaultDeclaration[] | undefined) ?? [...faultyBuilds.filter(namesChecks), ...(options.full ? sampled : seededSample(sampled, options.seed, options.sampleSize))];
  const claimed = faults.filter((f) => !namesChecks(f)).map((f) => f.name);
  const checks = claimed.length > 0 ? await listed() : undefined;
  return { form, builds: faults.map((f) => resolved(f, checks)), generated: faults.filter(isGenerated).map((f) => f.name), claimed };
}
