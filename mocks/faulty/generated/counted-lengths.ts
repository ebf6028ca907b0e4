/**
 * Builds that keep every length limit but count one of them in another unit than characters:
 * UTF-8 bytes (a database column's width) or UTF-16 code units (`string.length`). Either unit
 * counts at least as many as characters, so such a build refuses values the spec accepts and
 * never the other way round. Bytes are caught by any accented text at the limit (decision A1);
 * UTF-16 units differ only for characters outside the Basic Multilingual Plane, which decision A1
 * leaves unjudged, so those builds are open and must pass. The text limit counted in bytes is the
 * hand-written `text-counted-in-bytes`.
 */
import { validationRefusal } from '../../reference/errors/gateway-error.ts';
import type { LimitKey } from '../../reference/limits/contract-sites.ts';
import { limitAt } from '../../reference/limits/contract-sites.ts';
import { specLimits } from '../../reference/limits/spec-limits.ts';
import { refusalReply } from '../../reference/pipeline/reply.ts';
import { refusal } from '../../reference/errors/gateway-error.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import type { SendRequest } from '../../reference/send/send-request.ts';
import { changeStep } from '../kit/steps.ts';
import type { GeneratedFault, LengthUnit } from './generated-fault.ts';

type Located = { loc: (string | number)[]; value: unknown };

/** Where each length limit of an accepted send sits. */
const sites: Partial<Record<LimitKey, (send: SendRequest) => Located[]>> = {
  text: (send) => (send.type === 'text' ? [{ loc: ['body', 'text'], value: send.text }] : []),
  mediaCaption: (send) => (send.type === 'image' || send.type === 'document' || send.type === 'video' ? [{ loc: ['body', 'media_caption'], value: send.media_caption }] : []),
  footer: (send) => (send.type === 'interactive' ? [{ loc: ['body', 'interactive', 'footer'], value: send.interactive.footer }] : []),
  buttonText: (send) => (send.type === 'interactive' && send.interactive.type === 'list' ? [{ loc: ['body', 'interactive', 'button_text'], value: send.interactive.button_text }] : []),
  sectionTitle: (send) => (send.type === 'interactive' && send.interactive.type === 'list' ? send.interactive.sections.map((s, i) => ({ loc: ['body', 'interactive', 'sections', i, 'title'], value: s.title })) : []),
  rowDescription: (send) =>
    send.type === 'interactive' && send.interactive.type === 'list'
      ? send.interactive.sections.flatMap((s, i) => s.rows.map((r, j) => ({ loc: ['body', 'interactive', 'sections', i, 'rows', j, 'description'], value: r.description })))
      : [],
};

/** The length of `value` in `unit`. */
export function lengthIn(unit: LengthUnit, value: string): number {
  return unit === 'utf-8-bytes' ? Buffer.byteLength(value, 'utf8') : value.length;
}

// The reference's check passes first; then the value is measured again, the wrong way.
function recounted(key: LimitKey, unit: LengthUnit): (original: Step<SendContext>) => Step<SendContext> {
  const where = sites[key];
  const limit = limitAt(specLimits, key) as number;
  if (!where) throw new Error(`no length site for ${key}`);
  return (original) => async (context) => {
    const reply = await original(context);
    if (reply || !context.send) return reply;
    const over = where(context.send).filter((at): at is { loc: (string | number)[]; value: string } => typeof at.value === 'string' && lengthIn(unit, at.value) > limit);
    if (over.length === 0) return undefined;
    return refusalReply(validationRefusal(over.map(({ loc }) => ({ loc, msg: `must be at most ${limit} characters` }))));
  };
}

// A one-time code is judged by the template step, after the template is known to ask for one.
function recountedCode(unit: LengthUnit): (original: Step<SendContext>) => Step<SendContext> {
  const { max } = specLimits.oneTimeCode;
  return (original) => async (context) => {
    const reply = await original(context);
    if (reply || context.oneTimeCode === undefined || lengthIn(unit, context.oneTimeCode) <= max) return reply;
    return refusalReply(refusal('invalid_one_time_code', `The one-time code is longer than ${max} characters.`));
  };
}

const unitWords: Record<LengthUnit, string> = { 'utf-8-bytes': 'UTF-8 bytes', 'utf-16-units': 'UTF-16 code units' };
const unitSlug: Record<LengthUnit, string> = { 'utf-8-bytes': 'bytes', 'utf-16-units': 'utf16-units' };

const utf16Open = {
  kind: 'decision' as const,
  decisions: ['A1'],
  why: 'UTF-16 units differ from characters only outside the Basic Multilingual Plane, where decision A1 judges no length',
};

interface LengthLimit {
  key: LimitKey;
  slug: string;
  field: string;
  statement: string;
  section: string;
}

const lengthLimits: readonly LengthLimit[] = [
  { key: 'text', slug: 'text', field: 'text', statement: '2.1-text-max-4096', section: '8' },
  { key: 'mediaCaption', slug: 'caption', field: 'media_caption', statement: '2.1-caption-max-1024', section: '8' },
  { key: 'footer', slug: 'footer', field: 'footer', statement: '2.3-footer-max-60', section: '8' },
  { key: 'buttonText', slug: 'button-text', field: 'list button_text', statement: '2.3-button-text-max-20', section: '8' },
  { key: 'sectionTitle', slug: 'section-title', field: 'section title', statement: '2.3-section-title-max-24', section: '8' },
  { key: 'rowDescription', slug: 'row-description', field: 'row description', statement: '2.3-row-description-max-72', section: '8' },
  { key: 'oneTimeCode.max', slug: 'code', field: 'one-time code', statement: '4.1-code-string-1-15', section: '4.1' },
];

function counted(limit: LengthLimit, unit: LengthUnit): GeneratedFault {
  const max = limitAt(specLimits, limit.key) as number;
  const change = limit.key === 'oneTimeCode.max' ? recountedCode(unit) : recounted(limit.key, unit);
  const step = limit.key === 'oneTimeCode.max' ? 'template' : 'validate';
  return {
    name: `${limit.slug}-counted-in-${unitSlug[unit]}`,
    deviation: `The ${limit.field} limit of ${max} is counted in ${unitWords[unit]}, so a value within ${max} characters but over ${max} ${unitWords[unit]} is refused.`,
    section: limit.section,
    breaks: unit === 'utf-8-bytes' ? { [limit.statement]: ['counts-characters-not-bytes'] } : { [limit.statement]: [] },
    ...(unit === 'utf-16-units' ? { open: utf16Open } : {}),
    change: { kind: 'counted', key: limit.key, unit },
    parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, step, change) }),
  };
}

/** Every counted-length build: each length limit in UTF-16 units, and each but the text's in bytes. */
export const countedLengths: readonly GeneratedFault[] = [
  ...lengthLimits.filter((l) => l.key !== 'text').map((l) => counted(l, 'utf-8-bytes')),
  ...lengthLimits.map((l) => counted(l, 'utf-16-units')),
];
