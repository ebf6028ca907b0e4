// The handset page arrives with its state drawn in: conversations grouped by business number,
// so customers who write to several numbers of one business are told apart, and the latest
// conversation open. Nothing a customer or sender writes can close the markup or the data block.
import { describe, expect, it } from 'vitest';
import { byBusinessNumber, handsetPage, latest } from './handset-page.ts';
import type { ConversationView } from './handset-views.ts';

function conversation(phoneNumberId: string, display: string, business: string, waId: string, at: number, profileName = 'Ada Baker'): ConversationView {
  return {
    key: `${phoneNumberId}:${waId}`,
    phoneNumberId,
    businessName: business,
    displayPhoneNumber: display,
    waId,
    profileName,
    bubbles: [{ direction: 'inbound', id: `in-${phoneNumberId}-${waId}`, at, content: { kind: 'text', text: `hello ${display}` } }],
  };
}

const conversations = [
  conversation('101', '+1 202-555-0120', 'Corner Bakery', '12025550131', 3),
  conversation('102', '+1 202-555-0121', 'Corner Bakery Outlets', '12025550131', 5),
  conversation('103', '+1 202-555-0122', 'Corner Bakery Outlets', '12025550131', 1),
  conversation('101', '+1 202-555-0120', 'Corner Bakery', '12025550132', 4, 'Ben Rye'),
];

/** The markup of one business number's group, up to its end. */
function section(html: string, phoneNumberId: string): string {
  const part = html.split('<section class="number-group"').find((p) => p.startsWith(` data-phone-number-id="${phoneNumberId}"`)) ?? '';
  return part.slice(0, part.indexOf('</section>'));
}

describe('the handset page as served', () => {
  it('groups conversations under their business number, latest first within one', () => {
    const groups = byBusinessNumber(conversations);
    expect(groups.map((g) => [g.displayPhoneNumber, g.businessName, g.conversations.map((c) => c.waId)])).toEqual([
      ['+1 202-555-0120', 'Corner Bakery', ['12025550132', '12025550131']],
      ['+1 202-555-0121', 'Corner Bakery Outlets', ['12025550131']],
      ['+1 202-555-0122', 'Corner Bakery Outlets', ['12025550131']],
    ]);
  });

  it('draws each business number with its customers, and opens the latest conversation', () => {
    const html = handsetPage({ conversations, failure_reasons: [] });
    for (const [id, display] of [['101', '+1 202-555-0120'], ['102', '+1 202-555-0121'], ['103', '+1 202-555-0122']] as const) {
      const group = section(html, id);
      expect(group).toContain(`<span class="number-display">${display}</span>`);
      expect(group).toContain('Ada Baker');
    }
    expect(latest(conversations)?.key).toBe('102:12025550131');
    expect(html).toContain('<a class="conversation chosen" href="#102:12025550131"');
    expect(html).toContain('<div class="body">hello +1 202-555-0121</div>');
    expect(html).not.toContain('connecting');
  });

  it('carries the state as a JSON data block that reads back whole, whatever a customer wrote', () => {
    const hostile = conversation('101', '+1 202-555-0120', 'Corner Bakery', '12025550199', 9, '</script><img src=x onerror=alert(1)>');
    const state = { conversations: [...conversations, hostile], failure_reasons: [{ code: 131026, title: 'Message undeliverable' }] };
    const html = handsetPage(state);
    expect(html).not.toContain('</script><img');
    expect(html).not.toContain('<img');
    const block = /<script type="application\/json" id="handset-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(state);
  });
});
