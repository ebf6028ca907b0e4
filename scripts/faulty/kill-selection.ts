/**
 * Which builds a kill table runs, and the checks each meets. Hand-written builds meet the checks
 * they declare; a generated build meets every spec-profile check that claims a case it breaks
 * (`claimed-checks.ts`), with fewer property runs, since the checks that pin a number down try it
 * at the bound whatever the runs. The quick form runs every hand-written build and a seeded
 * sample of the generated ones; the full form runs them all.
 */
import { anyFault, faultyBuilds, generatedFaults, type FaultDeclaration, type FaultyBuild, type GeneratedFault } from '../../mocks/faulty/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { claimants } from './claimed-checks.ts';
import { seededSample } from './generated-sample.ts';
import type { KillForm } from './kill-run.ts';

/** Property runs of the checks a generated build meets, unless it asks for others. */
export const generatedRuns = 20;

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
  builds: FaultyBuild[];
  /** The generated builds chosen, by name. */
  generated: string[];
}

const isGenerated = (fault: FaultDeclaration): fault is GeneratedFault => 'change' in fault;

function resolved(fault: FaultDeclaration, checks: readonly ListedCheck[] | undefined): FaultyBuild {
  if (!isGenerated(fault)) return fault as FaultyBuild;
  if (!checks) throw new Error('the suite must be listed to find the checks of a generated build');
  return { ...fault, caughtBy: claimants(fault.breaks, checks), runs: fault.runs ?? generatedRuns };
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
  const faults: FaultDeclaration[] = (picked as FaultDeclaration[] | undefined) ?? [...faultyBuilds, ...(options.full ? generatedFaults : seededSample(generatedFaults, options.seed, options.sampleSize))];
  const generated = faults.filter(isGenerated).map((f) => f.name);
  const checks = generated.length > 0 ? await listed() : undefined;
  return { form, builds: faults.map((f) => resolved(f, checks)), generated };
}
