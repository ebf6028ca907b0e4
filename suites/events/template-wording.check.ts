// Section 6: message.sent "carries the wording as sent, values filled in". A template's wording as
// the customer gets it is its header text, body and footer: a header placeholder is filled too,
// the footer goes out as approved, and a named template's values land on their names whatever
// order the send gives them in, and {{n}} takes the n-th value wherever it stands (section 2.4). Payload layouts are not shown (decision A54, A67),
// so each piece is looked for anywhere in the delivery body. A template known only upstream is
// read from the platform's listing (section 3.2) and worded the same way.
import { expect } from 'vitest';
import { holdsText } from '../support/assertions/json-search.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, headerWith, namedValue, templateSend, textValue, urlButton, type SendComponent } from '../support/spec/template-components.ts';
import { approvedTemplate } from '../support/world/approved-template.ts';
import { castOf } from '../support/world/cast.ts';
import { withTemplates } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const receiver = useReceiver();
const base = bundledWorld('default');
const at = '2026-10-01T09:00:00Z';
// Known only to the platform, so its header and footer are read from the platform's listing.
const world = withTemplates(base, castOf(base).main.businessAccountId, [
  approvedTemplate({
    id: '310000000000094',
    name: 'care_tips',
    at,
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Care tips for {{1}}' },
      { type: 'BODY', text: 'Hi {{1}}, here is how to look after it.' },
      { type: 'FOOTER', text: 'Sent by Fixture Shop' },
    ],
  }),
  // Numbers whose first appearance is not their order: {{n}} still takes the n-th value.
  approvedTemplate({
    id: '310000000000095',
    name: 'packing_list',
    at,
    local_copy: true,
    components: [{ type: 'BODY', text: 'Order {{10}}: {{2}} and {{1}}, then {{3}}, {{4}}, {{5}}, {{6}}, {{7}}, {{8}} and {{9}}.' }],
  }),
]);

async function wordingOf(name: string, components: SendComponent[]): Promise<unknown> {
  const { api, world } = run();
  const cast = castOf(world);
  const response = await given(`${name} is accepted`, () => api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US', components) }), (answer) => expect(answer.status, answer.text.slice(0, 300)).toBe(200));
  const record = response.json as MessageRecord;
  const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'message.sent', record.id, record.wa_message_id)[0]);
  expect(delivery, `a message.sent delivery for the ${name} send`).toBeDefined();
  return bodyJson(delivery!);
}

check(
  {
    id: 'message-sent-template-wording-whole',
    section: '6',
    title: 'message.sent of a template send, local or known only upstream, carries its header with values filled in, its footer, a named body with each value on its own name, and each number filled with the value at its position',
    decisions: ['A54', 'A67'],
    needs: ['loopback_subscriptions'],
    asserts: { '6-message-sent-wording': ['template-header-filled', 'template-footer', 'template-named-values-filled'], '2.4-named-every-name': ['every-name-any-order-sent'], '2.4-numbered-in-order': ['numbers-out-of-appearance-order'] },
  },
  async (context) => {
    await provisionWithReceiver(context, run(), receiver(), { world });
    const window = await wordingOf('delivery_window', [headerWith(textValue('Friday')), bodyWith(textValue('P-7731'), textValue('10:00'), textValue('12:00'))]);
    expect(holdsText(window, 'Delivery on Friday'), 'the text header with its value in place').toBe(true);
    const update = await wordingOf('order_update', [bodyWith(textValue('Ada'), textValue('A-1001')), urlButton(0, 'A-1001')]);
    expect(holdsText(update, 'Reply STOP to opt out'), 'the footer as approved').toBe(true);
    // Given in the reverse of the template's order: each value still fills its own name.
    const offer = await wordingOf('welcome_offer', [bodyWith(namedValue('store_name', 'Fixture Shop'), namedValue('discount', '10 %'), namedValue('first_name', 'Ada'))]);
    expect(holdsText(offer, 'Hello Ada, enjoy 10 % off your next order at Fixture Shop.'), 'the named body with each value on its name').toBe(true);
    const tips = await wordingOf('care_tips', [headerWith(textValue('Blue kettle')), bodyWith(textValue('Ada'))]);
    const items = ['mugs', 'plates', 'bowls', 'cups', 'jugs', 'forks', 'knives', 'spoons', 'trays', 'A-1001'];
    const packing = await wordingOf('packing_list', [bodyWith(...items.map((item) => textValue(item)))]);
    expect(holdsText(packing, 'Order A-1001: plates and mugs, then bowls, cups, jugs, forks, knives, spoons and trays.'), 'each number filled with the value at its position').toBe(true);
    for (const piece of ['Care tips for Blue kettle', 'Hi Ada, here is how to look after it.', 'Sent by Fixture Shop']) expect(holdsText(tips, piece), `care_tips, known only upstream: ${piece}`).toBe(true);
  },
);
