/**
 * Where the reference is looser than the contract, done to the contract's own schemas before they
 * are compiled. The served contract says what the reference does (section 9), its refusals of
 * empty required strings (decision A20) included, so nothing here is stricter than it.
 */
import { isPlainObject, type SchemaNode } from './schema-node.ts';

// E.164, as the contract writes `to` (decision A19): a country code never starts with 0, and a
// full number has 7 to 15 digits. Kept here for the reason a refusal gives.
const recipientPattern = '^[1-9][0-9]{6,14}$';

/** Why a value breaks a pattern the reference imposes, keyed by the pattern. */
export const patternReasons: ReadonlyMap<string, string> = new Map([[recipientPattern, 'must be 7 to 15 digits, without + and not starting with 0']]);

// Addresses are the platform's to judge (A20 for media_url, A23 for the URL scheme): a `format`
// fault would be a local refusal the decisions do not make. A member *named* `format` holds an
// object, so only string-valued `format` keywords are dropped.
function dropFormats(node: unknown): void {
  if (Array.isArray(node)) node.forEach(dropFormats);
  else if (isPlainObject(node)) {
    if (typeof node.format === 'string') delete node.format;
    Object.values(node).forEach(dropFormats);
  }
}

/** Lays the reference's rules over `schemas` in place; it must be a private copy. */
export function applyReferenceRules(schemas: Record<string, SchemaNode>): void {
  dropFormats(schemas);
}
