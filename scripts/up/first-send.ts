/**
 * The requests `up` suggests: a template send (templates need no open window) built from the
 * world, with sample values for every placeholder, then an interactive message with buttons to tap,
 * each as a `curl` command to paste with an `Idempotency-Key` of its own (a key sent again with
 * another body is refused with 422 idempotency_key_reused).
 */
import type { World } from '../../fixtures/worlds/world-file.ts';
import type { components } from '../../fixtures/worlds/world-types.ts';

type Template = components['schemas']['Template'];
type Component = components['schemas']['TemplateComponent'];

const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
const textOf = (component: Component): string => ('text' in component ? component.text : '');

/** Templates `up` can fill with sample text alone: approved, no media or location header, not a one-time code. */
function fillable(template: Template): boolean {
  if (template.status !== 'APPROVED' || template.category === 'AUTHENTICATION') return false;
  return template.components.every((c) => !(c.type === 'HEADER' && c.format !== 'TEXT'));
}

function sampleComponents(template: Template): unknown[] {
  const named = template.parameter_format === 'NAMED';
  const parameters = (text: string) => placeholders(text).map((name, i) => (named ? { type: 'text', parameter_name: name, text: `sample ${name}` } : { type: 'text', text: `sample ${i + 1}` }));
  const out: unknown[] = [];
  for (const component of template.components) {
    if (component.type === 'HEADER' && placeholders(textOf(component)).length > 0) out.push({ type: 'header', parameters: parameters(textOf(component)) });
    if (component.type === 'BODY' && placeholders(component.text).length > 0) out.push({ type: 'body', parameters: parameters(component.text) });
    if (component.type === 'BUTTONS') {
      component.buttons.forEach((button, index) => {
        if (button.type === 'URL' && placeholders(button.url).length > 0) out.push({ type: 'button', sub_type: 'url', index: String(index), parameters: [{ type: 'text', text: 'sample' }] });
      });
    }
  }
  return out;
}

export interface FirstSend {
  phoneNumberId: string;
  to: string;
  body: Record<string, unknown>;
  /** Its own Idempotency-Key: pasting the command again replays it instead of sending twice. */
  idempotencyKey: string;
}

/** A template send from the number `phoneNumberId` to a customer who has written to it (or any customer). */
export function firstSend(world: World, phoneNumberId: string): FirstSend | undefined {
  const number = world.numbers.find((n) => n.phone_number_id === phoneNumberId);
  const account = world.business_accounts.find((a) => a.id === number?.business_account_id);
  const template = account?.templates.find(fillable);
  const customer = world.customers.find((c) => c.inbound.some((m) => m.phone_number_id === phoneNumberId)) ?? world.customers[0];
  if (!template || !customer) return undefined;
  const components = sampleComponents(template);
  const body: Record<string, unknown> = { to: customer.wa_id, type: 'template', template_name: template.name, template_language: template.language };
  if (components.length > 0) body.template_components = components;
  return { phoneNumberId, to: customer.wa_id, body, idempotencyKey: `first-template-${customer.wa_id}` };
}

/** A free-form interactive message with two buttons, to the customer of `first` (who wrote recently, so the window is open). */
export function buttonsSend(first: FirstSend): FirstSend {
  const interactive = { type: 'buttons', body: 'Pick up today?', buttons: [{ id: 'pickup_yes', title: 'Yes' }, { id: 'pickup_no', title: 'No' }] };
  return { phoneNumberId: first.phoneNumberId, to: first.to, body: { to: first.to, type: 'interactive', interactive }, idempotencyKey: `first-buttons-${first.to}` };
}

const quoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The send as a shell command; the token goes in as given (a development world's, printed on purpose). */
export function curlCommand(gatewayUrl: string, token: string, send: FirstSend): string {
  return [
    `curl -sS ${quoted(`${gatewayUrl}/api/v2/messages`)}`,
    `  -H ${quoted(`Authorization: Bearer ${token}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -H ${quoted(`Idempotency-Key: ${send.idempotencyKey}`)}`,
    `  -d ${quoted(JSON.stringify(send.body))}`,
  ].join(' \\\n');
}
