/**
 * The mock as the handset sees it: the same mock, with each accepted send, customer write and
 * status change also told to the handset store. Nothing the platform answers changes; the
 * handset only watches, so the gateway under development meets exactly the mock it would
 * meet without the page.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { World } from '../../../fixtures/worlds/world-file.ts';
import type { Answer } from '../answer.ts';
import type { UpstreamMock } from '../mock.ts';
import type { OutboundStatus } from '../state/model.ts';
import { webhookError } from '../webhooks/webhook-error.ts';
import type { HandsetStore } from './handset-store.ts';
import { inboundContent } from './inbound-view.ts';
import { outboundContent } from './outbound-view.ts';

type Schemas = components['schemas'];

const accepted = (answer: Answer): answer is Extract<Answer, { kind: 'json' }> => answer.kind === 'json' && answer.status === 200;

function acceptedId(answer: Answer): string | undefined {
  if (!accepted(answer)) return undefined;
  const id = (answer.body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The reason a failed status shows on the phone, in the platform's words. */
export function failureText(error: { code: number; details?: string } | undefined): string {
  const reported = webhookError(error?.code ?? 131026, error?.details);
  return `${reported.title} (${reported.code}): ${reported.error_data?.details ?? reported.message}`;
}

export function observeMock(mock: UpstreamMock, store: HandsetStore, initialWorld: World): UpstreamMock {
  const { platform, control } = mock;
  const templatesOf = (phoneNumberId: string) => mock.state.templates.get(mock.state.numbers.get(phoneNumberId)?.businessAccountId ?? '') ?? [];

  return {
    ...mock,
    platform: {
      ...platform,
      send(request) {
        const answer = platform.send(request);
        const id = acceptedId(answer);
        const message = id === undefined ? undefined : mock.state.messages.get(id);
        if (id !== undefined && message) {
          const find = (name: string, language: string) => {
            const named = templatesOf(message.phoneNumberId).filter((t) => t.name === name && t.language === language);
            return named.find((t) => t.status === 'APPROVED') ?? named[0];
          };
          const status: OutboundStatus = message.status === 'accepted' ? 'sent' : message.status;
          const failure = status === 'failed' ? 'The platform reported this message failed right after accepting it.' : null;
          store.outbound(message.phoneNumberId, message.to, { id, at: message.at, content: outboundContent(request.body, find), status, failure });
        }
        return answer;
      },
    },
    control: {
      ...control,
      reset() {
        const answer = control.reset();
        store.seed(initialWorld, mock.state);
        return answer;
      },
      loadWorld(body) {
        const answer = control.loadWorld(body);
        if (answer.kind === 'empty' && answer.status === 204) store.seed(body as World, mock.state);
        return answer;
      },
      customerWrites(waId, body) {
        const answer = control.customerWrites(waId, body);
        const id = accepted(answer) ? (answer.body as { message_id?: unknown }).message_id : undefined;
        if (typeof id === 'string') {
          const write = body as Schemas['CustomerWrite'];
          store.inbound(write.phone_number_id, waId, id, mock.clock.now(), inboundContent(write.message), write.profile_name);
        }
        return answer;
      },
      advanceMessageStatus(messageId, body) {
        const answer = control.advanceMessageStatus(messageId, body);
        if (accepted(answer)) {
          const change = body as Schemas['MessageStatusChange'];
          const status: OutboundStatus = change.status;
          store.status(messageId, status, status === 'failed' ? failureText(change.error) : null);
        }
        return answer;
      },
    },
  };
}
