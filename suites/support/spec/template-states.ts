/** Section 3.2's table: each template status and whether a send may name it. */
export const sendableByStatus: Readonly<Record<string, boolean>> = {
  APPROVED: true,
  FLAGGED: true,
  LOCKED: true,
  SUBMITTED: true,
  DRAFT: true,
  REJECTED: false,
  IN_APPEAL: false,
  PAUSED: false,
  DISABLED: false,
  ARCHIVED: false,
  PENDING_DELETION: false,
  DELETED: false,
  LIMIT_EXCEEDED: false,
};
