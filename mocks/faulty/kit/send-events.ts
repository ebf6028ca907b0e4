/**
 * Changing the events a send emits: the reference's `send` step runs as it is, but each event it
 * emits passes through `change` first, which may emit it as it is, changed, more than once or not
 * at all. That is how a gateway that announces its sends otherwise behaves.
 */
import type { EventBus, GatewayEvent } from '../../reference/events/event-bus.ts';
import type { GatewayCore } from '../../reference/pipeline/gateway-core.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import type { SendContext } from '../../reference/send/send-context.ts';

export function changingSendEvents(change: (event: GatewayEvent, emit: (event: GatewayEvent) => void, gateway: GatewayCore) => void): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => async (context) => {
    const { gateway } = context;
    const events: EventBus = { ...gateway.events, emit: (event) => change(event, (e) => gateway.events.emit(e), gateway), wants: () => true };
    context.gateway = { ...gateway, events };
    try {
      return await original(context);
    } finally {
      context.gateway = gateway;
    }
  };
}
