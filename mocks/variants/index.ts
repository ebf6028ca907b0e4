/**
 * Allowed variants of the reference gateway: each takes one other choice the spec allows, and the
 * conformance suite must pass each (the pass table, `gateway-harness pass-table`, shows it).
 */
export { allowedVariants, allowedVariant, singleVariants, conflicts } from './catalogue.ts';
export { isRecordedDecision, seamsOfVariant, type AllowedVariant } from './allowed-variant.ts';
export { everyAlternativeName } from './every-alternative.ts';
export { capabilityVariants, withoutEveryCapabilityName } from './builds/capabilities.ts';
export { startVariant, variantOptions } from './start-variant.ts';
