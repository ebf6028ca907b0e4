// The gateway contract states the spec's numbers to the public and the reference reads them from
// spec-limits.ts: the two must agree site by site, and the contract may state no limit of a send
// that spec-limits.ts lacks.
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { isPlainObject, type SchemaNode } from '../validation/schema-node.ts';
import { infoSites, limitAt, listingLimitSites, schemaSites, siteNode, withLimit, withLimits, type LimitKey } from './contract-sites.ts';
import { specLimits } from './spec-limits.ts';

const contract = loadContract('gateway');
const schemas = (contract.components?.schemas ?? {}) as Record<string, SchemaNode>;

function listingLimitSchema(): SchemaNode {
  const parameters = contract.paths?.['/api/v2/templates']?.get?.parameters ?? [];
  const limit = parameters.find((p) => isPlainObject(p) && 'name' in p && p.name === 'limit');
  if (!limit || !('schema' in limit) || !isPlainObject(limit.schema)) throw new Error('the contract has no limit parameter');
  return limit.schema as SchemaNode;
}

// Keywords that bound a value of a send; every one of them in the request schemas must be a site.
const boundKeywords = ['maxLength', 'minLength', 'maxItems', 'minItems', 'maximum', 'minimum'];

function boundsBelow(node: unknown, at: string, out: string[]): void {
  if (Array.isArray(node)) node.forEach((inner, i) => boundsBelow(inner, `${at}/${i}`, out));
  else if (isPlainObject(node)) {
    for (const [key, inner] of Object.entries(node)) {
      if (boundKeywords.includes(key) && typeof inner === 'number') out.push(`${at}/${key}`);
      else boundsBelow(inner, `${at}/${key}`, out);
    }
  }
}

describe('the spec numbers and the gateway contract', () => {
  it.each(schemaSites.map((site) => [`${site.component}.${site.path.join('.')}.${site.keyword}`, site] as const))('%s states the number the reference reads', (_, site) => {
    expect(siteNode(schemas, site)[site.keyword]).toBe(limitAt(specLimits, site.key));
  });

  it.each(listingLimitSites.map((site) => [site.keyword, site] as const))('the limit parameter’s %s is the number the reference reads', (_, site) => {
    expect(listingLimitSchema()[site.keyword]).toBe(limitAt(specLimits, site.key));
  });

  it.each(infoSites.map((site) => [site.member, site] as const))('info.x-limits.%s is the number the reference reads', (_, site) => {
    const stated = (contract.info as unknown as { 'x-limits': Record<string, unknown> })['x-limits'];
    expect(stated[site.member]).toBe(limitAt(specLimits, site.key));
  });

  it('states every number of spec-limits.ts somewhere', () => {
    const keys = new Set<LimitKey>([...schemaSites.map((s) => s.key), ...listingLimitSites.map((s) => s.key), ...infoSites.map((s) => s.key)]);
    const leaves = Object.entries(specLimits).flatMap(([key, value]) => (isPlainObject(value) ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key]));
    expect([...keys].sort()).toEqual(leaves.sort());
  });

  it('bounds no value of a send except at a site of spec-limits.ts (or the reference’s own `to` and value rules)', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(schemas)) boundsBelow(schema, name, found);
    const sites = schemaSites.filter((s) => s.keyword !== 'default').map((s) => [s.component, ...s.path, s.keyword].join('/'));
    // Required values that may not be empty (decision A20) and a validation detail's first `loc`
    // entry: shapes of a value, not numbers of the spec.
    const notEmpty = ['TextSend/properties/text/minLength', 'TemplateSend/properties/template_name/minLength', 'TemplateSend/properties/template_language/minLength', 'InteractiveCommon/properties/body/minLength', 'ValidationErrorDetail/properties/loc/minItems'];
    expect(found.filter((at) => !sites.includes(at))).toEqual(notEmpty);
  });

  it('withLimits lays a moved number over a copy of the schemas, and the copy judges by it', () => {
    const copy = structuredClone(schemas) as Record<string, SchemaNode>;
    withLimits(copy, withLimit(specLimits, 'footer', 59));
    expect(siteNode(copy, schemaSites.find((s) => s.key === 'footer')!).maxLength).toBe(59);
    expect(siteNode(schemas, schemaSites.find((s) => s.key === 'footer')!).maxLength).toBe(60);
  });

  it('withLimit moves one number and leaves the others and the original alone', () => {
    const moved = withLimit(specLimits, 'rows.max', 11);
    expect(moved.rows).toEqual({ min: 1, max: 11 });
    expect(specLimits.rows).toEqual({ min: 1, max: 10 });
    expect(limitAt(moved, 'text')).toBe(4096);
  });
});
