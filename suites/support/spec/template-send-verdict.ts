/**
 * What sections 2.4, 3.2 and 4.1 say a gateway answers to a template send, given the template
 * as approved: refused before the platform is called (400 `invalid_template`), passed to the
 * platform which refuses it (502 `send_failed`), or accepted (200). Cases the spec leaves open
 * (decision A27: duplicates and mixed styles; surplus values where no placeholder is) come back
 * as `open`, so a generator can prove it never produces them. Authentication templates are out
 * of scope here: their one-time-code rules live in their own checks.
 */
import type { World } from '../../../fixtures/worlds/world-file.ts';
import { placeholdersIn } from './placeholders.ts';
import type { BodyValue, HeaderValue, SendComponent } from './template-components.ts';
import { sendableByStatus } from './template-states.ts';

export type SeededTemplate = World['business_accounts'][number]['templates'][number];

export type TemplateVerdict =
  /** 200: the platform takes it. */
  | { kind: 'accepted' }
  /** 400 `invalid_template`, nothing sent upstream. */
  | { kind: 'refused'; reason: string }
  /** Goes upstream; the platform refuses it, so 502 `send_failed`. */
  | { kind: 'platform'; reason: string }
  /** The spec profile does not judge this send. */
  | { kind: 'open'; reason: string };

export interface TemplateSendCase {
  language: string;
  components: readonly SendComponent[];
}

type Finding = Exclude<TemplateVerdict, { kind: 'accepted' }>;
type Style = 'POSITIONAL' | 'NAMED';
type Component = SeededTemplate['components'][number];
type TemplateButton = Extract<Component, { type: 'BUTTONS' }>['buttons'][number];

const refused = (reason: string): Finding => ({ kind: 'refused', reason });
const platform = (reason: string): Finding => ({ kind: 'platform', reason });
const open = (reason: string): Finding => ({ kind: 'open', reason });

// The platform has not approved a template in review yet (section 3.2: "comes back as 502").
const inReview = new Set(['SUBMITTED', 'DRAFT']);

function ofType<T extends Component['type']>(template: SeededTemplate, type: T): Extract<Component, { type: T }> | undefined {
  return template.components.find((c): c is Extract<Component, { type: T }> => c.type === type);
}

function nameOf(value: HeaderValue | BodyValue): string | undefined {
  return 'parameter_name' in value && typeof value.parameter_name === 'string' ? value.parameter_name : undefined;
}

/** Text values against the placeholders of one slot (header or body), in the template's style. */
function slotFinding(slot: string, keys: string[], values: readonly (HeaderValue | BodyValue)[], style: Style): Finding | undefined {
  const names = values.map(nameOf);
  if (style === 'NAMED') {
    if (keys.length === 0) return values.length === 0 ? undefined : open(`${slot}: values where no named placeholder is`);
    if (new Set(names).size !== names.length) return open(`${slot}: a parameter_name given twice`);
    if (names.some((n) => n === undefined)) return refused(`${slot}: a value without parameter_name on a named template`);
    if (names.some((n) => !keys.includes(n ?? ''))) return refused(`${slot}: a parameter_name the template does not have`);
    if (keys.some((k) => !names.includes(k))) return refused(`${slot}: a named placeholder without its value`);
    return undefined;
  }
  if (names.some((n) => n !== undefined)) {
    return keys.length === 0 ? open(`${slot}: parameter_name on a surplus value`) : refused(`${slot}: parameter_name on a numbered template`);
  }
  if (values.length < keys.length) return refused(`${slot}: ${values.length} values for ${keys.length} placeholders`);
  if (values.length > keys.length) return platform(`${slot}: ${values.length - keys.length} surplus values`);
  return undefined;
}

function headerFinding(template: SeededTemplate, sent: readonly SendComponent[], style: Style): Finding | undefined {
  const given = sent.filter((c) => c.type === 'header');
  if (given.length > 1) return open('header component given twice');
  const values = given[0]?.type === 'header' ? given[0].parameters : [];
  const header = ofType(template, 'HEADER');
  if (header && header.format !== 'TEXT') {
    const wanted = header.format.toLowerCase();
    const [first, ...rest] = values;
    if (!first) return refused(`${header.format} header left out`);
    if (first.type !== wanted) return rest.length === 0 ? refused(`${header.format} header given as ${first.type}`) : open('several header values of mixed kinds');
    return rest.length > 0 ? platform('surplus header values') : undefined;
  }
  if (values.some((v) => v.type !== 'text')) return open('media for a text header');
  return slotFinding('header', placeholdersIn(header && 'text' in header ? header.text : undefined), values, style);
}

function bodyFinding(template: SeededTemplate, sent: readonly SendComponent[], style: Style): Finding | undefined {
  const given = sent.filter((c) => c.type === 'body');
  if (given.length > 1) return open('body component given twice');
  const values = given[0]?.type === 'body' ? given[0].parameters : [];
  return slotFinding('body', placeholdersIn(ofType(template, 'BODY')?.text), values, style);
}

/** What a template button takes in a send: a url suffix, an optional payload, or nothing. */
function takes(button: TemplateButton): 'url' | 'quick_reply' | undefined {
  if (button.type === 'URL') return placeholdersIn(button.url).length > 0 ? 'url' : undefined;
  return button.type === 'QUICK_REPLY' ? 'quick_reply' : undefined;
}

/** Button values are never the service's to check (section 2.4): every problem here is the platform's. */
function buttonFinding(template: SeededTemplate, sent: readonly SendComponent[]): Finding | undefined {
  const buttons = ofType(template, 'BUTTONS')?.buttons ?? [];
  const filled = new Set<number>();
  for (const component of sent) {
    if (component.type !== 'button') continue;
    const index = Number(component.index);
    const button = buttons[index];
    if (!Number.isInteger(index) || !button) return platform(`no button at index ${component.index}`);
    if (filled.has(index)) return platform(`button ${index} given twice`);
    filled.add(index);
    if (takes(button) !== component.sub_type) return platform(`button ${index} takes no ${component.sub_type} value`);
    if ((component.parameters ?? []).length !== 1) return open(`button ${index} with ${(component.parameters ?? []).length} values`);
  }
  const unfilled = buttons.findIndex((b, index) => takes(b) === 'url' && !filled.has(index));
  return unfilled >= 0 ? platform(`dynamic URL button ${unfilled} without its value`) : undefined;
}

/** The spec's verdict on sending `send` for `template` (see the module comment). */
export function templateSendVerdict(template: SeededTemplate, send: TemplateSendCase): TemplateVerdict {
  if (template.category === 'AUTHENTICATION') return open('one-time-code templates follow their own rules');
  const style: Style = template.parameter_format === 'NAMED' ? 'NAMED' : 'POSITIONAL';
  const findings: Finding[] = [];
  if (send.language !== template.language) findings.push(refused(`not approved in ${send.language}`));
  if (sendableByStatus[template.status] !== true) findings.push(refused(`status ${template.status} is not sendable`));
  for (const finding of [headerFinding(template, send.components, style), bodyFinding(template, send.components, style), buttonFinding(template, send.components)]) {
    if (finding) findings.push(finding);
  }
  // An open aspect makes the whole send unjudged: with no precedence between checks (A13) a
  // gateway may answer for that aspect first.
  const first = (kind: Finding['kind']) => findings.find((f) => f.kind === kind);
  const decided = first('open') ?? first('refused') ?? first('platform');
  if (decided) return decided;
  if (inReview.has(template.status)) return platform(`status ${template.status} is still in review upstream`);
  return { kind: 'accepted' };
}
