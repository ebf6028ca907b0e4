import { describe, expect, it } from 'vitest';
import { createEventBus, type GatewayEvent } from './event-bus.ts';

const sent: GatewayEvent = { name: 'message.sent', phoneNumberId: '100000000000001', at: 0, payload: {} };

describe('the event bus', () => {
  it('wants no event without listeners, and every event of a listener that names no interest', () => {
    const bus = createEventBus();
    expect(bus.wants('message.sent', sent.phoneNumberId)).toBe(false);
    const stop = bus.subscribe(() => undefined);
    expect(bus.wants('template.status', 'any')).toBe(true);
    stop();
    expect(bus.wants('template.status', 'any')).toBe(false);
  });

  it('wants an event when some listener says it would take it, and still hands every event to every listener', () => {
    const bus = createEventBus();
    const taken: string[] = [];
    bus.subscribe(
      (event) => taken.push(`a ${event.name}`),
      (name, phoneNumberId) => name === 'message.sent' && phoneNumberId === sent.phoneNumberId,
    );
    bus.subscribe(
      (event) => taken.push(`b ${event.name}`),
      () => false,
    );
    expect(bus.wants('message.sent', sent.phoneNumberId)).toBe(true);
    expect(bus.wants('message.sent', '100000000000002')).toBe(false);
    expect(bus.wants('message.status', sent.phoneNumberId)).toBe(false);
    bus.emit(sent);
    expect(taken).toEqual(['a message.sent', 'b message.sent']);
  });
});
