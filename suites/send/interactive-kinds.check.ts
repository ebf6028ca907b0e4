// Sections 2.3 and 4.1: an interactive message is one of `buttons`, `list` or `cta_url`; flows,
// catalogue and product messages cannot be sent at all (section 1). Such a kind is refused with
// 422 validation_error before the platform is called: a gateway that forwarded it would be trying
// to send it. A near spelling of a supported kind, or no `type` at all, is a malformed object,
// which decision A24 lets a gateway refuse itself (422, nothing sent) or leave to the platform,
// whose refusal is 502 send_failed; never a 200.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { expectRefusedHereOrByPlatform } from '../support/assertions/platform-refusal.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Each is shaped as far as possible like something the platform knows, so only the kind is wrong.
const ruledOutKinds: Record<string, unknown>[] = [
  { type: 'flow', body: 'Book a slot', action: { name: 'flow', parameters: { flow_id: '1200', flow_cta: 'Book' } } },
  { type: 'catalog_message', body: 'Browse our shop', action: { name: 'catalog_message' } },
  { type: 'product', body: 'Our best seller', action: { catalog_id: '1400', product_retailer_id: 'SKU-7731' } },
  { type: 'product_list', body: 'New in', action: { catalog_id: '1400', sections: [{ title: 'New', product_items: [{ product_retailer_id: 'SKU-7731' }] }] } },
  { type: 'location_request_message', body: 'Where should we deliver?', action: { name: 'send_location' } },
];

const nearSpellings: Record<string, unknown>[] = [
  { type: 'button', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
  { type: 'BUTTONS', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
  { type: '', body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
  // No kind at all: the object is shaped like buttons but does not say so.
  { body: 'Track or cancel?', buttons: [{ id: 'track', title: 'Track' }] },
];

async function sendKind(interactive: Record<string, unknown>) {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'interactive', interactive }, invalidRequest: true });
  return { response, sent: upstream.sendsSince(mark), what: `interactive.type ${JSON.stringify(interactive.type)}` };
}

check({ id: 'other-interactive-kinds-are-422', section: '2.3', title: 'an interactive type section 1 rules out (flow, catalogue, product, location request) is 422 validation_error and sends nothing; a near spelling of a supported kind, or no kind at all, is 422, or refused by the platform (502), never sent', decisions: ['A24'], asserts: { '2.3-other-kinds-refused': ['flow-422', 'catalogue-422', 'product-422', 'near-spelling-422'] } }, async () => {
  await run().provision();
  for (const interactive of ruledOutKinds) {
    const { response, sent, what } = await sendKind(interactive);
    expectError(response, 422, 'validation_error');
    expect(sent, `${what}: nothing sent`).toEqual([]);
  }
  for (const interactive of nearSpellings) {
    const { response, sent, what } = await sendKind(interactive);
    expectRefusedHereOrByPlatform(response, sent, what);
  }
});
