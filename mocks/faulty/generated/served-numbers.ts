/**
 * Builds whose served `/api/v2/openapi.json` states one of the spec's numbers narrowed: a limit
 * one lower, a minimum one higher, the gateway itself judging by the spec's. Section 9 makes a
 * narrowed request limit a breaking change, which comes under a new prefix and never in place, and
 * section 1 makes the served document the one clients read.
 */
import { limitAt, listingLimitSites, schemaSites, siteNode, type LimitKey } from '../../reference/limits/contract-sites.ts';
import { specLimits } from '../../reference/limits/spec-limits.ts';
import { isPlainObject, type SchemaNode } from '../../reference/validation/schema-node.ts';
import type { WireChange } from '../kit/wire.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Doc = Record<string, unknown> & { components: { schemas: Record<string, SchemaNode> }; paths: Record<string, Record<string, { parameters?: unknown[] }>> };

/** The document with every site of `key` stating `to`. */
function stating(doc: Doc, key: LimitKey, to: number): Doc {
  const copy = structuredClone(doc);
  for (const site of schemaSites.filter((s) => s.key === key)) siteNode(copy.components.schemas, site)[site.keyword] = to;
  const listing = listingLimitSites.find((s) => s.key === key);
  const parameter = copy.paths['/api/v2/templates']?.get?.parameters?.find((p) => isPlainObject(p) && p.name === 'limit');
  if (listing && isPlainObject(parameter) && isPlainObject(parameter.schema)) parameter.schema[listing.keyword] = to;
  return copy;
}

function servedWith(key: LimitKey, to: number): WireChange {
  return ({ method, path, requestHeaders: _headers, ...answer }) => {
    if (method !== 'GET' || path !== '/api/v2/openapi.json' || answer.status !== 200) return answer;
    return { ...answer, body: JSON.stringify(stating(JSON.parse(answer.body) as Doc, key, to)) };
  };
}

const narrowed: readonly { key: LimitKey; slug: string; lower: boolean }[] = [
  { key: 'text', slug: 'text-limit', lower: true },
  { key: 'mediaCaption', slug: 'caption-limit', lower: true },
  { key: 'footer', slug: 'footer-limit', lower: true },
  { key: 'buttons', slug: 'buttons-limit', lower: true },
  { key: 'buttonText', slug: 'button-text-limit', lower: true },
  { key: 'sectionTitle', slug: 'section-title-limit', lower: true },
  { key: 'rows.max', slug: 'rows-max', lower: true },
  { key: 'rows.min', slug: 'rows-min', lower: false },
  { key: 'rowDescription', slug: 'row-description-limit', lower: true },
  { key: 'oneTimeCode.max', slug: 'code-max', lower: true },
  { key: 'oneTimeCode.min', slug: 'code-min', lower: false },
  { key: 'listingLimit.max', slug: 'listing-limit-max', lower: true },
  { key: 'listingLimit.min', slug: 'listing-limit-min', lower: false },
];

/** One build per number a request is bounded by. */
export const servedNumbers: readonly GeneratedFault[] = narrowed.map(({ key, slug, lower }) => {
  const from = limitAt(specLimits, key) as number;
  const to = lower ? from - 1 : from + 1;
  return {
    name: `served-spec-${slug}-${to}`,
    deviation: `The served openapi.json states ${to} where the spec and the gateway's own checks say ${from} (${key}).`,
    section: '9',
    breaks: { '9-changes-new-prefix': ['no-breaking-drift-in-served-spec'] },
    change: { kind: 'served', key, from, to },
    wire: servedWith(key, to),
  };
});
