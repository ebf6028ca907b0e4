/**
 * Section 6 (and 3.1, 2.4): what a send announces. `POST /api/v2/messages` leads to message.sent,
 * carrying the wording as sent with the values filled in, for the number's own subscriptions
 * only. Each build announces a send otherwise, in the events its send step emits.
 */
import type { GatewayEvent } from '../../../reference/index.ts';
import type { Breaks, FaultyBuild } from '../../faulty-build.ts';
import { changingSendEvents } from '../../kit/send-events.ts';
import { changeStep } from '../../kit/steps.ts';
import type { GatewayCore } from '../../../reference/pipeline/gateway-core.ts';

interface Announcement {
  name: string;
  section: string;
  deviation: string;
  breaks: Breaks;
  change: (event: GatewayEvent, emit: (event: GatewayEvent) => void, gateway: GatewayCore) => void;
}

const announcements: readonly Announcement[] = [
  {
    name: 'message-sent-not-emitted',
    section: '3.1',
    deviation: 'An accepted API send leads to no message.sent event.',
    breaks: { '3.1-send-emits-message-sent': ['text-send-message-sent', 'template-send-message-sent'], '6-message-sent-wording': ['text-wording'] },
    change: (event, emit) => {
      if (event.name !== 'message.sent') emit(event);
    },
  },
  {
    name: 'message-sent-wording-unfilled',
    section: '6',
    deviation: 'The message.sent event of a template send carries the approved wording with its placeholders, not the values sent.',
    breaks: { '6-message-sent-wording': ['template-values-filled', 'template-header-filled', 'template-named-values-filled'] },
    change: (event, emit, gateway) => {
      const { wording, message } = event.payload as { wording?: unknown; message?: { template_name?: unknown } };
      const name = message?.template_name;
      const template = typeof name === 'string' ? [...gateway.state.templates.values()].flat().find((t) => t.name === name) : undefined;
      const approved = template?.components.map((c) => ('text' in c && typeof c.text === 'string' ? c.text : '')).filter((t) => t !== '').join('\n');
      emit(typeof wording === 'string' && approved !== undefined ? { ...event, payload: { ...event.payload, wording: approved } } : event);
    },
  },
  {
    name: 'events-to-every-number',
    section: '6',
    deviation: 'The message.sent events of one number is also delivered to the subscriptions of every other number of the gateway.',
    breaks: { '6-events-per-number': ['other-numbers-subscriptions-get-nothing'] },
    change: (event, emit, gateway) => {
      emit(event);
      for (const id of gateway.state.numbers.keys()) if (id !== event.phoneNumberId) emit({ ...event, phoneNumberId: id });
    },
  },
];

/** One build per announcement got wrong. */
export const sendAnnouncements: readonly FaultyBuild[] = announcements.map((a) => ({
  name: a.name,
  deviation: a.deviation,
  section: a.section,
  breaks: a.breaks,
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', changingSendEvents(a.change)) }),
}));
