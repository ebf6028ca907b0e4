/**
 * Faulty builds of the reference gateway: each breaks one normative rule of the spec, and the
 * conformance suite must fail on each (the kill table, `gateway-harness kill-table`, shows it).
 * The hand-written builds name the checks that must catch them; the builds generated from the
 * spec's numbers are caught by whichever spec-profile checks claim what they break.
 */
import { faultyBuild } from './catalogue.ts';
import type { FaultDeclaration } from './faulty-build.ts';
import { generatedFault } from './generated/catalogue.ts';

export { faultyBuilds, faultyBuild } from './catalogue.ts';
export { generatedFaults, generatedFault, unmovedNumbers } from './generated/catalogue.ts';
export type { GeneratedFault, NumberChange } from './generated/generated-fault.ts';
export { seamsOf, type Breaks, type FaultDeclaration, type FaultyBuild, type OpenFault, type RunnableBuild } from './faulty-build.ts';
export { startFaulty, faultyOptions } from './start-faulty.ts';

/** A hand-written or generated build by name, `undefined` when there is none. */
export function anyFault(name: string): FaultDeclaration | undefined {
  return faultyBuild(name) ?? generatedFault(name);
}
