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

/** Hands each emitted event to its listeners (deliveries hook in here); nothing is kept. */
export interface EventBus {
  emit(event: GatewayEvent): void;
  subscribe(listener: (event: GatewayEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<(event: GatewayEvent) => void>();
  return {
    emit(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
