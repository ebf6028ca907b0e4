// Section 6: "message.sent: the number sends a message from any source (carries the wording as
// sent)". The control plane makes the number send from its inbox, its AI agent and a campaign
// (capability other_source_sends, decision A63); each send reaches the platform and leads to a
// message.sent carrying its wording, as an API send does. Values are looked for anywhere in a
// body (decision A54).
import { expect } from 'vitest';
import { holdsText } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { requireCapabilities } from '../support/run/require-capabilities.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const receiver = useReceiver();

const sends = [
  { source: 'INBOX', text: 'Sent from the inbox: table for two at 8pm 4K1' },
  { source: 'AI_AGENT', text: 'Sent by the AI agent: your order ships today 4K2' },
  { source: 'CAMPAIGN', text: 'Sent by a campaign: spring prices are here 4K3' },
] as const;

check({ id: 'other-source-sends-emit-message-sent', section: '6', title: 'a text the number sends from its inbox, AI agent or a campaign reaches the platform and leads to message.sent carrying its wording', decisions: ['A54', 'A63'], needs: ['loopback_subscriptions', 'other_source_sends'], asserts: { '6-message-sent-any-source': ['non-api-send-emits-message-sent'] } }, async (context) => {
  requireCapabilities(context, run());
  await provisionWithReceiver(context, run(), receiver());
  const { control, upstream, world } = run();
  const cast = castOf(world);
  for (const { source, text } of sends) {
    const mark = upstream.mark();
    await control.sendFromOtherSource(cast.main.id, { to: cast.customers.inWindow, text, source });
    expect(upstream.sendsSince(mark), `${source}: the text reached the platform`).toHaveLength(1);
    const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent').find((d) => holdsText(bodyJson(d), text)));
    expect(delivery, `${source}: a message.sent carrying "${text}"`).toBeDefined();
  }
});
