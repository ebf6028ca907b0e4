/**
 * The documented defaults of a send (section 2.1 `type`, section 2.3 `button_text`), taken from
 * the gateway's limits (the contract states the same, limits/contract-sites.ts) and applied
 * without touching the caller's object.
 */
import { specLimits, type SpecLimits } from '../limits/spec-limits.ts';
import { isPlainObject } from './schema-node.ts';

/**
 * `body` with the defaults filled in. Only the objects on the way to a filled-in field are
 * copied (shallowly); a body that needs no default is returned as it is.
 */
export function withDefaults(body: Readonly<Record<string, unknown>>, limits: Pick<SpecLimits, 'typeDefault' | 'buttonTextDefault'> = specLimits): Record<string, unknown> {
  let out = body.type === undefined ? { ...body, type: limits.typeDefault } : body;
  const interactive = out.interactive;
  if (out.type === 'interactive' && isPlainObject(interactive) && interactive.type === 'list' && interactive.button_text === undefined) {
    out = { ...out, interactive: { ...interactive, button_text: limits.buttonTextDefault } };
  }
  return out;
}
