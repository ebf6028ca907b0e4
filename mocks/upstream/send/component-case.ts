/**
 * The platform reads a template send's component `type` and button `sub_type` whatever their
 * case (`"BODY"`, `"URL"` as well as `"body"`, `"url"`); the contract spells them in lower case.
 * A send is brought to the contract's spelling before it is judged, so a wrong value count still
 * meets its 132000 instead of a case complaint.
 */
import { isPlainObject } from './contract-schema.ts';

const caseFree = ['type', 'sub_type'] as const;

function lowered(component: unknown): unknown {
  if (!isPlainObject(component)) return component;
  let copy: Record<string, unknown> | undefined;
  for (const key of caseFree) {
    const value = component[key];
    if (typeof value === 'string' && value !== value.toLowerCase()) {
      copy ??= { ...component };
      copy[key] = value.toLowerCase();
    }
  }
  return copy ?? component;
}

/** `body` with its template components' names in lower case; the same object when nothing changes. */
export function lowerComponentNames(body: Record<string, unknown>): Record<string, unknown> {
  const template = body.template;
  if (!isPlainObject(template) || !Array.isArray(template.components)) return body;
  const given = template.components as unknown[];
  // Nearly every send is in the contract's spelling already: the components are copied only from
  // the first one that changes, so such a send makes no array.
  for (let index = 0; index < given.length; index += 1) {
    if (lowered(given[index]) === given[index]) continue;
    const components = given.map(lowered);
    return { ...body, template: { ...template, components } };
  }
  return body;
}
