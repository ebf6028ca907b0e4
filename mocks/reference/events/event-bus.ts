/**
 * Events the gateway emits (section 6). The send path and the platform webhooks emit them; the
 * deliverer listens. Emitters never wait for delivery, so a slow subscriber cannot slow a send.
 */
export const eventNames = ['message.received', 'message.status', 'message.sent', 'template.status'] as const;
export type EventName = (typeof eventNames)[number];

export interface GatewayEvent {
  name: EventName;
  phoneNumberId: string;
  at: number;
  payload: Record<string, unknown>;
}

/** Which events a listener would act on; a listener that names none takes every event. */
export type EventInterest = (name: EventName, phoneNumberId: string) => boolean;

/** Hands each emitted event to its listeners (deliveries hook in here); nothing is kept. */
export interface EventBus {
  emit(event: GatewayEvent): void;
  subscribe(listener: (event: GatewayEvent) => void, interest?: EventInterest): () => void;
  /**
   * Whether any listener would act on such an event, so an emitter can skip building a payload
   * nobody reads. Emitting regardless stays correct: a listener ignores what it does not want.
   */
  wants(name: EventName, phoneNumberId: string): boolean;
}

export function createEventBus(): EventBus {
  const listeners = new Map<(event: GatewayEvent) => void, EventInterest | undefined>();
  return {
    emit(event) {
      for (const listener of listeners.keys()) listener(event);
    },
    subscribe(listener, interest) {
      listeners.set(listener, interest);
      return () => listeners.delete(listener);
    },
    wants(name, phoneNumberId) {
      for (const interest of listeners.values()) if (interest === undefined || interest(name, phoneNumberId)) return true;
      return false;
    },
  };
}
