/**
 * Sample values on listed components. The platform lists every component with a placeholder (and
 * every media header) with the samples given when the template was created (`example`); a world
 * seldom spells them out, so the mock makes plain ones from the placeholders it finds.
 */
import { placeholdersOf, substitute } from '../send/placeholders.ts';
import type { PlatformTemplate, TemplateComponent } from '../state/model.ts';

function sample(key: string): string {
  return /^[0-9]+$/.test(key) ? `sample ${key}` : `sample ${key.replace(/_/g, ' ')}`;
}

function named(keys: string[]) {
  return keys.map((key) => ({ param_name: key, example: sample(key) }));
}

function fillUrl(url: string): string {
  return substitute(url, (key) => encodeURIComponent(sample(key)));
}

function withExample(template: PlatformTemplate, component: TemplateComponent): TemplateComponent {
  const copy = structuredClone(component);
  const isNamed = template.parameterFormat === 'NAMED';
  if (copy.type === 'HEADER' && copy.example === undefined) {
    if (copy.format === 'TEXT') {
      const keys = placeholdersOf(copy.text);
      if (keys.length > 0) copy.example = isNamed ? { header_text_named_params: named(keys) } : { header_text: keys.map(sample) };
    } else if (copy.format !== 'LOCATION') {
      copy.example = { header_handle: [`4::${Buffer.from(`${template.id}:header`).toString('base64url')}`] };
    }
  } else if (copy.type === 'BODY' && copy.example === undefined) {
    const keys = placeholdersOf(copy.text);
    if (keys.length > 0) copy.example = isNamed ? { body_text_named_params: named(keys) } : { body_text: [keys.map(sample)] };
  } else if (copy.type === 'BUTTONS') {
    for (const button of copy.buttons) {
      if (button.type === 'URL' && button.example === undefined && button.url !== undefined && placeholdersOf(button.url).length > 0) button.example = [fillUrl(button.url)];
    }
  }
  return copy;
}

/** The template's components as listed: the world's own samples kept, missing ones made up. */
export function listedComponents(template: PlatformTemplate): TemplateComponent[] {
  return template.components.map((component) => withExample(template, component));
}
