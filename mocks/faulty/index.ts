/**
 * Faulty builds of the reference gateway: each breaks one normative rule of the spec, and the
 * conformance suite must fail on each (the kill table, `gateway-harness kill-table`, shows it).
 */
export { faultyBuilds, faultyBuild } from './catalogue.ts';
export { seamsOf, type FaultyBuild } from './faulty-build.ts';
export { startFaulty, faultyOptions } from './start-faulty.ts';
