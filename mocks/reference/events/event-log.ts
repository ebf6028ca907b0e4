/**
 * Events the gateway has emitted (section 6), in order. Delivering them to subscribers is a
 * separate concern; this is the record of what happened, bounded so a long-running server keeps
 * a flat memory profile.
 */
export type EventName = 'message.received' | 'message.status' | 'message.sent' | 'template.status';

export interface GatewayEvent {
  name: EventName;
  phoneNumberId: string;
  at: number;
  payload: Record<string, unknown>;
}

export interface EventLog {
  emit(event: GatewayEvent): void;
  /** Called for every event as it is emitted (delivery hooks in here). */
  subscribe(listener: (event: GatewayEvent) => void): () => void;
  recent(): readonly GatewayEvent[];
  clear(): void;
}

export function createEventLog(capacity = 10_000): EventLog {
  let events: GatewayEvent[] = [];
  const listeners = new Set<(event: GatewayEvent) => void>();
  return {
    emit(event) {
      events.push(event);
      if (events.length > capacity) events = events.slice(-capacity);
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recent: () => events,
    clear() {
      events = [];
    },
  };
}
