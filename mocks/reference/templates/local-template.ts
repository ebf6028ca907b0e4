/**
 * A template as the gateway holds it: its local copy of one language of one template on a
 * business account (the shape the control plane loads, from the harness-control contract).
 */
import type { components } from '../../../contracts/types/harness-control.ts';

type Schemas = components['schemas'];

export type LocalTemplate = Schemas['LocalTemplate'];
export type TemplateComponent = Schemas['TemplateComponent'];
export type TemplateStatus = Schemas['TemplateStatus'];
export type TemplateButton = Schemas['TemplateButton'];
