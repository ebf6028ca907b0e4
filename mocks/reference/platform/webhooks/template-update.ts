/**
 * A template's review state or quality changed on the platform (sections 2.5, 3.2, 6): the
 * local copy follows, and `template.status` carries the id, status, the platform's reason and
 * the quality score.
 */
import { isoTime } from '../../clock.ts';
import type { Gateway } from '../../gateway.ts';
import { localStatus, qualityScore } from '../../templates/from-platform.ts';
import type { LocalTemplate, TemplateStatus } from '../../templates/local-template.ts';

type Fields = Record<string, unknown>;

// Status events carry three states the listing never shows; the rest read as in the listing
// (section 9: the platform's PENDING is SUBMITTED).
const eventOnlyStatuses: Record<string, TemplateStatus | undefined> = { FLAGGED: 'FLAGGED', LOCKED: 'LOCKED', REINSTATED: 'APPROVED' };

function statusOfEvent(event: unknown): TemplateStatus | undefined {
  return typeof event === 'string' ? (eventOnlyStatuses[event] ?? localStatus(event)) : undefined;
}

function findTemplate(gateway: Gateway, id: string): LocalTemplate | undefined {
  for (const templates of gateway.state.templates.values()) {
    const found = templates.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}

function emit(gateway: Gateway, template: LocalTemplate, reason: string | null): void {
  const now = gateway.clock.now();
  for (const number of gateway.state.numbers.values()) {
    if (number.businessAccountId !== template.business_account_id) continue;
    gateway.events.emit({
      name: 'template.status',
      phoneNumberId: number.phoneNumberId,
      at: now,
      // Decision A67: the template's id as listed (section 2.5), its state, the platform's reason.
      payload: {
        id: template.id,
        name: template.name,
        language: template.language,
        category: template.category,
        status: template.status,
        reason,
        quality_score: template.quality_score,
        changed_at: isoTime(now),
      },
    });
  }
}

export function applyTemplateStatus(gateway: Gateway, update: Fields): void {
  const template = findTemplate(gateway, String(update.message_template_id));
  const status = statusOfEvent(update.event);
  if (!template || !status) return;
  const now = isoTime(gateway.clock.now());
  template.status = status;
  template.status_changed_at = now;
  if (status === 'APPROVED' && template.approved_at === null) template.approved_at = now;
  emit(gateway, template, typeof update.reason === 'string' ? update.reason : null);
}

export function applyTemplateQuality(gateway: Gateway, update: Fields): void {
  const template = findTemplate(gateway, String(update.message_template_id));
  const score = qualityScore(update.new_quality_score);
  if (!template || score === null) return;
  template.quality_score = score;
  emit(gateway, template, null);
}
