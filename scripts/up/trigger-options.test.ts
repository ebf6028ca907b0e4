// What `trigger` refuses before it touches the network: an event the gateway does not publish, an
// option given with an event it does not belong to, a value the stack cannot act on.
import { describe, expect, it } from 'vitest';
import { TriggerProblem } from './sample-events.ts';
import { triggerEvent, triggerOptions } from './trigger-options.ts';

const problem = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(TriggerProblem);
    return (error as Error).message;
  }
  throw new Error('accepted');
};

describe('trigger options', () => {
  it('names the four events and refuses the others with the reason', () => {
    expect(triggerEvent(['message.status'])).toBe('message.status');
    expect(problem(() => triggerEvent([]))).toMatch(/^name the event to trigger: message\.received/);
    expect(problem(() => triggerEvent(['order.paid']))).toMatch(/^order\.paid cannot be triggered: the gateway publishes/);
    expect(problem(() => triggerEvent(['message.recieved']))).toMatch(/^unknown event "message\.recieved" \(did you mean message\.received\?\)/);
    expect(problem(() => triggerEvent(['message.status', 'extra']))).toMatch(/takes one event name/);
  });

  it('refuses an option given with an event it does not belong to', () => {
    expect(problem(() => triggerOptions('message.received', { status: 'read' }))).toBe('--status goes with message.status, not message.received');
    expect(problem(() => triggerOptions('template.status', { token: 't' }))).toBe('--token goes with message.sent, not template.status');
    expect(problem(() => triggerOptions('message.received', { tap: true, media: 'image' }))).toBe('--tap and --media cannot be combined: the customer sends one message');
    expect(problem(() => triggerOptions('message.status', { status: 'read', reason: '131026' }))).toBe('--reason goes with --status failed');
  });

  it('refuses values the stack cannot act on, and a send without a token', () => {
    expect(problem(() => triggerOptions('message.status', { status: 'sent' }))).toMatch(/^--status must be one of delivered, read, played, failed, got "sent"/);
    expect(problem(() => triggerOptions('message.received', { media: 'video' }))).toMatch(/^--media must be image, document, voice/);
    expect(problem(() => triggerOptions('template.status', { to: 'GONE' }))).toMatch(/^--to must be one of APPROVED/);
    expect(problem(() => triggerOptions('message.status', { status: 'failed', reason: 'x1' }))).toMatch(/^--reason must be a platform error code/);
    expect(problem(() => triggerOptions('message.sent', {}))).toMatch(/^message\.sent needs --token/);
  });

  it('passes on what it accepts, the template status in capitals', () => {
    expect(triggerOptions('message.status', { status: 'failed', reason: '131047' })).toEqual({ tap: false, status: 'failed', reason: 131047 });
    expect(triggerOptions('template.status', { to: 'paused', template: 'order_ready' })).toEqual({ tap: false, template: 'order_ready', templateStatus: 'PAUSED' });
  });
});
