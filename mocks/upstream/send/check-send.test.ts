import { describe, expect, it } from 'vitest';
import { stateFromWorld } from '../state/from-world.ts';
import { checkSend } from './check-send.ts';
import { bodyValues, expectAccepted, expectRefused, freshState, mainAuth, mainNumber, now, openCustomer, send, sendRefusingNow, template, text, world } from './test-kit.ts';

// Contract: sendMessage 200 response (SendMessageResponse) and section 4.1.
describe('checkSend: accepted sends', () => {
  it('answers with the contacts echo and a wamid, and no message_status for free-form', () => {
    const outcome = send(text(openCustomer));
    const response = expectAccepted(outcome);
    expect(response.contacts).toEqual([{ input: openCustomer, wa_id: openCustomer }]);
    expect(response.messages[0]?.id).toMatch(/^wamid\.[A-Za-z0-9_-]+$/);
    expect(response.messages[0]?.message_status).toBeUndefined();
  });

  it('reports message_status accepted on template sends', () => {
    expect(expectAccepted(send(template('thank_you'))).messages[0]?.message_status).toBe('accepted');
  });

  it('echoes `to` as written and resolves wa_id to the digits', () => {
    const response = expectAccepted(send(text('+1 202-555-0101')));
    expect(response.contacts[0]).toEqual({ input: '+1 202-555-0101', wa_id: openCustomer });
  });

  it('describes the message for the caller to store: sender, recipient, type, time, accepted', () => {
    const body = text(openCustomer, 'Your parcel is on its way');
    const outcome = send(body, { now: now + 5 });
    if (outcome.kind !== 'accepted') throw new Error('expected acceptance');
    expect(outcome.message).toEqual({ id: outcome.response.messages[0]?.id, phoneNumberId: mainNumber, to: openCustomer, type: 'text', status: 'accepted', at: now + 5 });
  });

  it('does not change the state', () => {
    const state = freshState();
    const before = structuredClone(state);
    send(text(openCustomer), {}, state);
    send(template('order_cancelled', [bodyValues('1')]), {}, state);
    expect(state).toEqual(before);
    // The store's contents are private to it, so a deep comparison cannot see them: ask it.
    expect(state.messages.size).toBe(0);
  });

  it('never gives two stored messages the same id, even for identical sends at the same instant', () => {
    const state = freshState();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const outcome = checkSend(state, { phoneNumberId: mainNumber, authorization: mainAuth, body: text(openCustomer), now });
      if (outcome.kind !== 'accepted') throw new Error('expected acceptance');
      ids.add(outcome.message.id);
      state.messages.set(outcome.message.id, outcome.message);
    }
    expect(ids.size).toBe(5);
  });

  it('never reissues an id, even after old messages were forgotten', () => {
    // A store of one: each message stored forgets the one before, as a full store does.
    const state = stateFromWorld(world, 1);
    const store = () => {
      const outcome = send(text(openCustomer), {}, state);
      if (outcome.kind !== 'accepted') throw new Error('expected acceptance');
      state.messages.add(outcome.message);
      state.acceptedCount += 1;
      return outcome.message;
    };
    const first = store();
    const second = store();
    expect(state.messages.has(first.id)).toBe(false);
    const third = store();
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
  });

  it('skips an id that is still taken by a message stored without counting it', () => {
    const state = freshState();
    const outcome = send(text(openCustomer), {}, state);
    if (outcome.kind !== 'accepted') throw new Error('expected acceptance');
    state.messages.set(outcome.message.id, outcome.message);
    const next = send(text(openCustomer), {}, state);
    expect(next.kind === 'accepted' && next.message.id).not.toBe(outcome.message.id);
  });

  it('is deterministic: the same state and input give the same id', () => {
    expect(expectAccepted(send(text(openCustomer))).id).toBe(expectAccepted(send(text(openCustomer))).id);
  });
});

describe('checkSend: order of the checks', () => {
  it('judges the caller before the number, the number before the shape', () => {
    expectRefused(send({}, { authorization: undefined, phoneNumberId: '1' }), 104);
    expectRefused(send({}, { phoneNumberId: '1' }), 100);
  });

  it('judges the shape before the window', () => {
    expectRefused(send({ ...text('12025550103'), text: {} }), 131008);
  });

  it('judges the window before anything about templates (free-form never reaches them)', () => {
    expectRefused(sendRefusingNow(text('12025550103')), 131047);
  });

  it('judges the template before its values, and values before length', () => {
    expectRefused(send(template('weekend_deal', [bodyValues('unexpected')])), 132015);
    expectRefused(send(template('order_cancelled', [bodyValues('x'.repeat(2000)), bodyValues('y')])), 131009);
  });
});
