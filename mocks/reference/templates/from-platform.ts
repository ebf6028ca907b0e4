/**
 * One template from the platform's listing (`GET /{version}/{waba_id}/message_templates`) as a
 * local copy, for a send that names a template the gateway has no copy of (section 3.2, last
 * line; decision A48). The platform gives no times, so the caller's `now` stands in for them.
 */
import { isoTime } from '../clock.ts';
import type { LocalTemplate, TemplateStatus } from './local-template.ts';
import { componentsFromPlatform } from './platform-components.ts';

// The platform has one state for "in review" and no FLAGGED or LOCKED in its listing; those two
// arrive only as status events, so a listed APPROVED stays APPROVED.
const localStatuses: Record<string, TemplateStatus> = {
  APPROVED: 'APPROVED',
  PENDING: 'SUBMITTED',
  REJECTED: 'REJECTED',
  IN_APPEAL: 'IN_APPEAL',
  PAUSED: 'PAUSED',
  DISABLED: 'DISABLED',
  ARCHIVED: 'ARCHIVED',
  PENDING_DELETION: 'PENDING_DELETION',
  DELETED: 'DELETED',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
};

// States that only an approved template reaches; a template in them was approved at some point.
const onceApproved = new Set<TemplateStatus>(['APPROVED', 'PAUSED', 'DISABLED', 'ARCHIVED']);

const categories = new Set<string>(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
const qualities = new Set<string>(['GREEN', 'YELLOW', 'RED', 'UNKNOWN']);

/** The spec's name for a platform template status (the platform's PENDING is SUBMITTED). */
export function localStatus(platformStatus: string): TemplateStatus | undefined {
  return localStatuses[platformStatus];
}

/** A quality rating the spec knows (section 2.5), or null for anything else. */
export function qualityScore(score: unknown): LocalTemplate['quality_score'] {
  return typeof score === 'string' && qualities.has(score) ? (score as NonNullable<LocalTemplate['quality_score']>) : null;
}

function qualityOf(listed: unknown): LocalTemplate['quality_score'] {
  return qualityScore(typeof listed === 'object' && listed !== null ? (listed as { score?: unknown }).score : undefined);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/**
 * The local copy of `listed`, one item of the platform's listing, on business account
 * `businessAccountId`; `undefined` when the item is not a template the gateway can read.
 * `now` (milliseconds) becomes its creation and status-change time, and its approval time if
 * its state shows it was approved (decision A47).
 */
export function localFromPlatform(listed: unknown, businessAccountId: string, now: number): LocalTemplate | undefined {
  if (typeof listed !== 'object' || listed === null) return undefined;
  const item = listed as Record<string, unknown>;
  const status = typeof item.status === 'string' ? localStatus(item.status) : undefined;
  const category = item.category;
  if (!isId(item.id) || !isId(item.name) || !isId(item.language) || !status) return undefined;
  if (typeof category !== 'string' || !categories.has(category)) return undefined;
  const components = componentsFromPlatform(item.components, category as LocalTemplate['category']);
  if (components.length === 0) return undefined;
  const at = isoTime(now);
  return {
    business_account_id: businessAccountId,
    id: item.id,
    name: item.name,
    language: item.language,
    category: category as LocalTemplate['category'],
    status,
    quality_score: qualityOf(item.quality_score),
    created_at: at,
    approved_at: onceApproved.has(status) ? at : null,
    status_changed_at: at,
    parameter_format: item.parameter_format === 'NAMED' ? 'NAMED' : 'POSITIONAL',
    components,
  };
}
