// `trigger` picks what to act on from the handset's view of the stack: the conversation with the
// latest activity, the last thing the number sent, the first button or row to tap. Only the four
// events the spec confirms as publishing can be triggered (section 6).
import { describe, expect, it } from 'vitest';
import type { ConversationView } from '../../mocks/upstream/index.ts';
import { triggerAction, TriggerProblem, type HandsetState } from './sample-events.ts';

function conversation(phoneNumberId: string, waId: string, bubbles: ConversationView['bubbles']): ConversationView {
  return { key: `${phoneNumberId}:${waId}`, phoneNumberId, waId, businessName: 'Corner Bakery', displayPhoneNumber: '+1', profileName: 'Ada', bubbles };
}

const list = conversation('101', '555000111', [
  { direction: 'inbound', id: 'in1', at: 1, content: { kind: 'text', text: 'hi' } },
  { direction: 'outbound', id: 'out1', at: 2, status: 'sent', failure: null, content: { kind: 'interactive', style: 'list', header: null, body: 'Pick', footer: null, buttons: [], list: { buttonText: 'View', sections: [{ title: null, rows: [{ id: 'rye', title: 'Rye', description: null }] }] }, cta: null } },
]);
const older = conversation('102', '555000222', [{ direction: 'inbound', id: 'in2', at: 0, content: { kind: 'text', text: 'hello' } }]);
const state: HandsetState = {
  conversations: [older, list],
  numbers: [{ phoneNumberId: '101', displayPhoneNumber: '+1', businessAccountId: 'A' }],
  templates: [
    { id: 'T1', name: 'login_code', language: 'en_US', category: 'AUTHENTICATION', status: 'APPROVED', businessAccountId: 'A' },
    { id: 'T2', name: 'order_ready', language: 'en_US', category: 'UTILITY', status: 'APPROVED', businessAccountId: 'A' },
  ],
};

describe('trigger', () => {
  it('has the customer write in the conversation with the latest activity', () => {
    expect(triggerAction('message.received', state, {})).toMatchObject({ to: 'upstream', path: '/__control/customers/555000111/messages', body: { phone_number_id: '101', message: { type: 'text' } } });
  });

  it('taps the first row of the last list the number sent', () => {
    expect(triggerAction('message.received', state, { tap: true }).body).toEqual({ phone_number_id: '101', message: { type: 'interactive', reply: { kind: 'list_reply', id: 'rye', title: 'Rye' } } });
  });

  it('says there is nothing to tap rather than inventing an option', () => {
    expect(() => triggerAction('message.received', state, { tap: true, number: '102' })).toThrow(/nothing to tap/);
  });

  it('fails the number\'s last message with the platform code given', () => {
    expect(triggerAction('message.status', state, { status: 'failed', reason: 131047 })).toMatchObject({ path: '/__control/messages/out1/status', body: { status: 'failed', error: { code: 131047 } } });
    expect(() => triggerAction('message.status', state, { status: 'sent' })).toThrow(TriggerProblem);
  });

  it('pauses the first approved template that is not a one-time code', () => {
    expect(triggerAction('template.status', state, {})).toMatchObject({ path: '/__control/templates/T2/status', body: { event: 'PAUSED' } });
    expect(triggerAction('template.status', state, { template: 'login_code', templateStatus: 'rejected' })).toMatchObject({ path: '/__control/templates/T1/status', body: { event: 'REJECTED', reason: 'INVALID_FORMAT' } });
  });

  it('refuses the events the spec declares without confirming', () => {
    expect(() => triggerAction('order.paid', state, {})).toThrow(/cannot be triggered/);
  });
});
