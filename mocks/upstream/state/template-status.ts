/**
 * The gateway speaks of thirteen template statuses (spec 3.2); the platform has its own, smaller
 * set. FLAGGED and LOCKED are approved templates with a quality or edit flag on the platform;
 * SUBMITTED and DRAFT are templates the platform has not approved yet (still in review).
 */
import type { PlatformTemplateStatus } from './model.ts';

const platformStatusOf: Record<string, PlatformTemplateStatus> = {
  APPROVED: 'APPROVED',
  FLAGGED: 'APPROVED',
  LOCKED: 'APPROVED',
  SUBMITTED: 'PENDING',
  DRAFT: 'PENDING',
  REJECTED: 'REJECTED',
  IN_APPEAL: 'IN_APPEAL',
  PAUSED: 'PAUSED',
  DISABLED: 'DISABLED',
  ARCHIVED: 'ARCHIVED',
  PENDING_DELETION: 'PENDING_DELETION',
  DELETED: 'DELETED',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
};

export function platformStatus(gatewayStatus: string): PlatformTemplateStatus {
  const status = platformStatusOf[gatewayStatus];
  if (!status) throw new Error(`unknown template status ${JSON.stringify(gatewayStatus)}`);
  return status;
}
