/**
 * Changes a template on the platform (review outcome, pause, quality) and posts the matching
 * webhooks. Events that only flag a template (FLAGGED, LOCKED, REINSTATED) leave it sendable.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import { json, type Answer } from '../answer.ts';
import type { MockParts } from '../platform/mock-parts.ts';
import { sendWebhook } from '../platform/webhook-outbox.ts';
import type { PlatformTemplate, PlatformTemplateStatus } from '../state/model.ts';
import { templateQualityWebhook, templateStatusWebhook, type TemplateStatusEvent } from '../webhooks/envelope.ts';
import { controlBody, controlError } from './control-body.ts';

type Change = components['schemas']['ControlTemplateStatusChange'];

function listingStatus(event: TemplateStatusEvent, current: PlatformTemplateStatus): PlatformTemplateStatus {
  if (event === 'FLAGGED' || event === 'LOCKED') return current;
  if (event === 'REINSTATED') return 'APPROVED';
  return event;
}

function findTemplate(parts: MockParts, templateId: string): PlatformTemplate | undefined {
  for (const templates of parts.state.templates.values()) {
    const found = templates.find((t) => t.id === templateId);
    if (found) return found;
  }
  return undefined;
}

export function changeTemplateStatus(parts: MockParts, templateId: string, body: unknown): Answer {
  const parsed = controlBody<Change>('ControlTemplateStatusChange', body);
  if (!parsed.ok) return parsed.answer;
  const template = findTemplate(parts, templateId);
  if (!template) return controlError(404, 'not_found', `no template ${templateId}`);
  const change = parsed.value;
  const at = parts.clock.now();
  let webhooks = 0;
  if (change.event !== undefined) {
    template.status = listingStatus(change.event, template.status);
    if (change.reason !== undefined) template.rejectedReason = change.reason;
    const event = change.event;
    const payload = () => templateStatusWebhook({ businessAccountId: template.businessAccountId, template, event, reason: change.reason ?? null, at });
    if (sendWebhook(parts.state, parts.dispatcher, payload) === 'queued') webhooks += 1;
  }
  if (change.quality_score !== undefined) {
    const previous = template.qualityScore ?? 'UNKNOWN';
    template.qualityScore = change.quality_score;
    template.qualityScoreAt = at;
    const next = change.quality_score;
    const payload = () => templateQualityWebhook({ businessAccountId: template.businessAccountId, template, previous, next, at });
    if (sendWebhook(parts.state, parts.dispatcher, payload) === 'queued') webhooks += 1;
  }
  return json(200, { template_id: template.id, status: template.status, webhooks });
}
