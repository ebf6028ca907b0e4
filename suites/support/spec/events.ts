/** Section 6's event names and section 4.3's delivery headers. */
export const confirmedEvents = ['message.received', 'message.status', 'message.sent', 'template.status'] as const;
export const declaredEvents = ['account.error', 'conversation.escalated', 'order.paid'] as const;
export const deliveryHeaders = ['X-Service-Signature', 'X-Service-Timestamp', 'X-Service-Event', 'X-Service-Delivery'] as const;
