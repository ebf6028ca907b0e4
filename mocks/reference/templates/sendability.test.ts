import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import type { TemplateStatus } from './local-template.ts';
import { sendability } from './sendability.ts';

const statusSchema = loadContract('gateway').components?.schemas?.TemplateStatus as { enum: TemplateStatus[]; 'x-status-sendable': Record<TemplateStatus, boolean> };

// Section 3.2: "`sendable` is the service's own rule and is exactly what the send path enforces."
describe('sendability: the section 3.2 table', () => {
  it.each(['APPROVED', 'FLAGGED', 'LOCKED', 'SUBMITTED', 'DRAFT'] as const)('lets a %s template through with no reason', (status) => {
    expect(sendability(status)).toEqual({ sendable: true, reason: null });
  });

  it.each(['REJECTED', 'IN_APPEAL', 'PAUSED', 'DISABLED', 'ARCHIVED', 'PENDING_DELETION', 'DELETED', 'LIMIT_EXCEEDED'] as const)(
    'refuses a %s template with an English sentence (decision A47)',
    (status) => {
      const { sendable, reason } = sendability(status);
      expect(sendable).toBe(false);
      expect(reason).toMatch(/^[A-Z][^\n]+\.$/);
    },
  );

  it('gives each unsendable status its own reason', () => {
    const reasons = statusSchema.enum.map((s) => sendability(s).reason).filter((r) => r !== null);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('agrees with x-status-sendable of the contract for all 13 statuses', () => {
    expect(statusSchema.enum).toHaveLength(13);
    for (const status of statusSchema.enum) expect(sendability(status).sendable, status).toBe(statusSchema['x-status-sendable'][status]);
  });

  it('explains the causes the table names: feedback, 12 months, template limit', () => {
    expect(sendability('PAUSED').reason).toMatch(/feedback/);
    expect(sendability('DISABLED').reason).toMatch(/feedback/);
    expect(sendability('ARCHIVED').reason).toMatch(/12 months/);
    expect(sendability('LIMIT_EXCEEDED').reason).toMatch(/template limit/);
  });
});
