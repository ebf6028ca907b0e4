/** Section 6: message.sent fires for whatever the number sends, from any source, not only the API. */
import type { GatewayEvent } from '../../../reference/events/event-bus.ts';
import type { FaultyBuild } from '../../faulty-build.ts';

// The event is emitted by the API's send handler, so texts from the inbox, the AI agent or a
// campaign reach the customer without a word to the subscriber.
export const messageSentForApiSendsOnly: FaultyBuild = {
  name: 'message-sent-for-api-sends-only',
  deviation: 'A text the number sends from its inbox, AI agent or a campaign leads to no message.sent.',
  section: '6',
  breaks: { '6-message-sent-any-source': ['non-api-send-emits-message-sent'] },
  caughtBy: { files: ['suites/events/other-source-sends.check.ts'], checks: ['other-source-sends-emit-message-sent'] },
  parts: (reference) => ({
    otherSourceSend: (gateway, phoneNumberId, body) => {
      const quiet = { ...gateway.events, emit: (event: GatewayEvent) => (event.name === 'message.sent' ? undefined : gateway.events.emit(event)) };
      return reference.otherSourceSend({ ...gateway, events: quiet }, phoneNumberId, body);
    },
  }),
};
