/**
 * Where the reference is stricter, or looser, than the contract, written as schema keywords laid
 * over the contract's own schemas before they are compiled. The contract allows every reading
 * the spec allows; these are the reference's choices from the decision record.
 */
import { isPlainObject, type SchemaNode } from './schema-node.ts';

interface Tightening {
  decision: string;
  component: string;
  property: string;
  keywords: SchemaNode;
}

// E.164, as the contract writes `to` (decision A19): a country code never starts with 0, and a
// full number has 7 to 15 digits. Kept here for the reason a refusal gives.
const recipientPattern = '^[1-9][0-9]{6,14}$';

const tightenings: readonly Tightening[] = [
  { decision: 'A20', component: 'TextSend', property: 'text', keywords: { minLength: 1 } },
  { decision: 'A20', component: 'TemplateSend', property: 'template_name', keywords: { minLength: 1 } },
  { decision: 'A20', component: 'TemplateSend', property: 'template_language', keywords: { minLength: 1 } },
  { decision: 'A20', component: 'InteractiveCommon', property: 'body', keywords: { minLength: 1 } },
];

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
  for (const { component, property, keywords, decision } of tightenings) {
    const properties = schemas[component]?.properties;
    const target = isPlainObject(properties) ? properties[property] : undefined;
    if (!isPlainObject(target)) throw new Error(`${decision}: the gateway contract has no ${component}.${property}`);
    Object.assign(target, keywords);
  }
  dropFormats(schemas);
}
