// Sections 2.3 and 4.1: an interactive message is one of `buttons`, `list` or `cta_url`; flows,
// catalogue and product messages cannot be sent at all (section 1). Any other `interactive.type`
// is a malformed body: 422 validation_error, checked before the platform is called, so nothing
// is sent.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Each is shaped as far as possible like something the platform knows, so only the kind is wrong.
const otherKinds: Record<string, unknown>[] = [
  { type: 'flow', body: 'Book a slot', action: { name: 'flow', parameters: { flow_id: '1200', flow_cta: 'Book' } } },
  { type: 'catalog_message', body: 'Browse our shop', action: { name: 'catalog_message' } },
  { type: 'product', body: 'Our best seller', action: { catalog_id: '1400', product_retailer_id: 'SKU-7731' } },
  { type: 'product_list', body: 'New in', action: { catalog_id: '1400', sections: [{ title: 'New', product_items: [{ product_retailer_id: 'SKU-7731' }] }] } },
  { type: 'location_request_message', body: 'Where should we deliver?', action: { name: 'send_location' } },
  { type: 'button', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
  { type: 'BUTTONS', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
  { type: '', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
];

check({ id: 'other-interactive-kinds-are-422', section: '2.3', title: 'an interactive type other than buttons, list or cta_url (flow, catalogue, product, a near spelling) is 422 validation_error and sends nothing', asserts: { '2.3-other-kinds-refused': ['flow-422', 'catalogue-422', 'product-422', 'near-spelling-422'] } }, async () => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  for (const interactive of otherKinds) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'interactive', interactive }, invalidRequest: true });
    expectError(response, 422, 'validation_error');
    expect(upstream.sendsSince(mark), `interactive.type ${JSON.stringify(interactive.type)}: nothing sent`).toEqual([]);
  }
});
