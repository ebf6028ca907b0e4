/**
 * The handset page's HTML, made with the conversations as they are when it is asked for: the
 * list (grouped by business number) and the latest conversation are already in the markup, so
 * the first paint shows the state rather than an empty page waiting for its event stream. The
 * same state travels as a JSON data block (not a script, so the page's same-origin policy allows
 * it), and the page's script takes over from it without asking again.
 */
import type { Bubble, ConversationView, InboundContent, OutboundContent } from './handset-views.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const lastAt = (c: ConversationView): number => c.bubbles.at(-1)?.at ?? 0;

/** Conversations by business number (in the order of their display numbers), latest first within one. */
export function byBusinessNumber(conversations: readonly ConversationView[]): { phoneNumberId: string; businessName: string; displayPhoneNumber: string; conversations: ConversationView[] }[] {
  const groups = new Map<string, ConversationView[]>();
  for (const c of conversations) groups.set(c.phoneNumberId, [...(groups.get(c.phoneNumberId) ?? []), c]);
  return [...groups.values()]
    .map((members) => members.sort((a, b) => lastAt(b) - lastAt(a)))
    .map((members) => ({ phoneNumberId: members[0]?.phoneNumberId ?? '', businessName: members[0]?.businessName ?? '', displayPhoneNumber: members[0]?.displayPhoneNumber ?? '', conversations: members }))
    .sort((a, b) => a.displayPhoneNumber.localeCompare(b.displayPhoneNumber));
}

/** The conversation a page opens on when its address names none: the latest. */
export function latest(conversations: readonly ConversationView[]): ConversationView | undefined {
  return [...conversations].sort((a, b) => lastAt(b) - lastAt(a))[0];
}

function inboundText(content: InboundContent): string {
  if (content.kind === 'text') return content.text;
  if (content.kind === 'tap') return `↩ ${content.title}`;
  return content.caption ?? content.mediaType;
}

function outboundText(content: OutboundContent): string {
  switch (content.kind) {
    case 'text':
      return content.text;
    case 'media':
      return content.caption ?? content.filename ?? content.url;
    case 'interactive':
    case 'template':
      return content.body;
    default:
      return content.summary;
  }
}

/** What a bubble says, as plain text: the page's script draws the full bubble moments later. */
const bubbleText = (bubble: Bubble): string => (bubble.direction === 'inbound' ? inboundText(bubble.content) : outboundText(bubble.content));

function listMarkup(conversations: readonly ConversationView[], chosen: string | undefined): string {
  return byBusinessNumber(conversations)
    .map((group) => {
      const items = group.conversations.map(
        (c) =>
          `<a class="conversation${c.key === chosen ? ' chosen' : ''}" href="#${escape(c.key)}" data-key="${escape(c.key)}" title="${escape(`${c.profileName} with ${c.businessName} ${c.displayPhoneNumber}`)}"><span class="who">${escape(c.profileName)}</span><span class="wa-id">+${escape(c.waId)}</span></a>`,
      );
      return `<section class="number-group" data-phone-number-id="${escape(group.phoneNumberId)}"><h2 class="number"><span class="number-display">${escape(group.displayPhoneNumber)}</span><span class="number-business">${escape(group.businessName)}</span></h2>${items.join('')}</section>`;
    })
    .join('');
}

function chatMarkup(conversation: ConversationView | undefined): string {
  if (!conversation) return '<p class="empty">No conversations yet. Messages the gateway sends appear here as they arrive.</p>';
  const bubbles = conversation.bubbles.map((b) => `<div class="bubble ${b.direction}" data-message-id="${escape(b.id)}"><div class="body">${escape(bubbleText(b))}</div></div>`);
  return `<div class="chat-title"><strong>${escape(conversation.businessName)}</strong> ${escape(conversation.displayPhoneNumber)} → ${escape(conversation.profileName)} (+${escape(conversation.waId)})</div><div class="thread">${bubbles.join('')}</div>`;
}

/** The page, with `state` (what `api/conversations` answers) drawn in and carried along. */
export function handsetPage(state: { conversations: ConversationView[]; failure_reasons: readonly unknown[] }): string {
  const chosen = latest(state.conversations);
  // `<` escaped, so no value can close the data block early.
  const data = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Handset · gateway-harness</title>
  <link rel="icon" type="image/svg+xml" href="assets/favicon.svg">
  <link rel="stylesheet" href="assets/handset.css">
  <script type="module" src="assets/handset.js"></script>
</head>
<body>
  <header class="top">
    <strong>Handset</strong>
    <span class="hint">What the customer's phone shows. Write or tap as the customer; mark the business's messages as the platform would.</span>
    <span id="live" class="live" data-state="starting"></span>
  </header>
  <main class="layout">
    <nav id="conversations" class="conversations" aria-label="Conversations by business number">${listMarkup(state.conversations, chosen?.key)}</nav>
    <section id="chat" class="chat" aria-live="polite">${chatMarkup(chosen)}</section>
  </main>
  <script type="application/json" id="handset-state">${data}</script>
</body>
</html>
`;
}
