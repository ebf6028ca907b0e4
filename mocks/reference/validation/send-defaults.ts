/**
 * The documented defaults of a send (section 2.1 `type`, section 2.3 `button_text`), read from
 * the contract's `default` keywords and applied without touching the caller's object.
 */
import { loadContract } from '../../../contracts/index.ts';
import { isPlainObject, propertyOf, type SchemaMap } from './schema-node.ts';

const schemas = (loadContract('gateway').components?.schemas ?? {}) as SchemaMap;

function stringDefault(component: string, property: string): string {
  const value = propertyOf(schemas, component, property).default;
  if (typeof value !== 'string') throw new Error(`the gateway contract gives ${component}.${property} no string default`);
  return value;
}

/** `type` of a body that leaves it out. */
export const defaultSendType = stringDefault('SendCommon', 'type');

/** `button_text` of a list that leaves it out. */
export const defaultListButtonText = stringDefault('InteractiveList', 'button_text');

/**
 * `body` with the defaults filled in. Only the objects on the way to a filled-in field are
 * copied (shallowly); a body that needs no default is returned as it is.
 */
export function withDefaults(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  let out = body.type === undefined ? { ...body, type: defaultSendType } : body;
  const interactive = out.interactive;
  if (out.type === 'interactive' && isPlainObject(interactive) && interactive.type === 'list' && interactive.button_text === undefined) {
    out = { ...out, interactive: { ...interactive, button_text: defaultListButtonText } };
  }
  return out;
}
