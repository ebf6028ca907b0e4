/** The rows of a pass table: which variants, each with the checks it meets (quick or full form). */
import { allowedVariant, allowedVariants, everyAlternativeName, withoutEveryCapabilityName, type AllowedVariant } from '../../mocks/variants/index.ts';
import type { ListedCheck } from '../check/list-checks.ts';
import { everyCheck, touchedChecks, withheldSelection, type Selection } from './pass-selection.ts';

export interface PassRow {
  variant: AllowedVariant;
  selection: Selection;
}

/** The variants named, in catalogue order; every one when none is named. Throws on an unknown name. */
export function chosenVariants(names: readonly string[] | undefined): AllowedVariant[] {
  if (!names || names.length === 0) return [...allowedVariants];
  for (const name of names) if (!allowedVariant(name)) throw new Error(`no allowed variant named ${JSON.stringify(name)}`);
  return allowedVariants.filter((v) => names.includes(v.name));
}

/** The variants that meet every spec check in the quick form too. */
const alwaysEveryCheck: readonly string[] = [everyAlternativeName, withoutEveryCapabilityName];

/**
 * Each variant with its checks, the longest first. `full`: every spec check for every variant;
 * otherwise the variant taking every alternative and the one offering no optional capability meet
 * every check, and each other variant the checks it touches. A variant that withholds capabilities
 * has the checks needing them listed as ones that must not run. A variant that touches no check
 * is kept, and its run is an error.
 */
export function passRows(variants: readonly AllowedVariant[], listed: readonly ListedCheck[], full: boolean): PassRow[] {
  const spec = listed.filter((c) => c.profile === 'spec');
  const all = everyCheck(spec);
  const everyOne = (variant: AllowedVariant) => full || alwaysEveryCheck.includes(variant.name);
  const rows = variants.map((variant) => ({
    variant,
    selection: variant.withholds ? withheldSelection(variant, spec, everyOne(variant)) : everyOne(variant) ? all : touchedChecks(variant, spec),
  }));
  const size = (row: PassRow) => row.selection.checks?.length ?? spec.length;
  // A variant that meets no check stays in the table: its run fails as "declares no check file".
  return rows.sort((a, b) => size(b) - size(a));
}
