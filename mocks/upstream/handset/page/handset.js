/* global document, location, EventSource */
// The handset page: conversations on the left, grouped by business number, the chosen one drawn
// as the customer's phone shows it, kept current by the mock's event stream (no reloads). The page
// arrives with the state drawn in and carried as JSON, so it starts from that at once. The
// customer writes and taps from here; the developer moves the business's messages along.
import { customerWrites, markStatus, samples } from './actions.js';
import { bubbleElement, h } from './render.js';

const conversations = new Map();
const unread = new Set();
let failureReasons = [];
let chosen = decodeURIComponent(location.hash.slice(1)) || undefined;

const list = document.getElementById('conversations');
const chat = document.getElementById('chat');
const live = document.getElementById('live');

function notice(text) {
  const line = h('div', { class: 'notice', role: 'status' }, text);
  chat.append(line);
  setTimeout(() => line.remove(), 5000);
}

async function attempt(action) {
  try {
    await action();
  } catch (error) {
    notice(error.message);
  }
}

const lastAt = (c) => c.bubbles.at(-1)?.at ?? 0;

/** Conversations by business number (in the order of their display numbers), latest first within one. */
function byBusinessNumber() {
  const groups = new Map();
  for (const c of conversations.values()) groups.set(c.phoneNumberId, [...(groups.get(c.phoneNumberId) ?? []), c]);
  return [...groups.values()].map((members) => members.sort((a, b) => lastAt(b) - lastAt(a))).sort((a, b) => a[0].displayPhoneNumber.localeCompare(b[0].displayPhoneNumber));
}

function drawList() {
  list.replaceChildren(
    ...byBusinessNumber().map((members) =>
      h(
        'section',
        { class: 'number-group', 'data-phone-number-id': members[0].phoneNumberId },
        h('h2', { class: 'number' }, h('span', { class: 'number-display' }, members[0].displayPhoneNumber), h('span', { class: 'number-business' }, members[0].businessName)),
        members.map((c) =>
          h(
            'a',
            {
              class: `conversation${c.key === chosen ? ' chosen' : ''}`,
              href: `#${c.key}`,
              'data-key': c.key,
              title: `${c.profileName} with ${c.businessName} ${c.displayPhoneNumber}`,
              onclick: () => choose(c.key),
            },
            h('span', { class: 'who' }, c.profileName, unread.has(c.key) ? h('span', { class: 'badge', title: 'new messages' }, '●') : null),
            h('span', { class: 'wa-id' }, `+${c.waId}`),
          ),
        ),
      ),
    ),
  );
}

function composer(conversation) {
  const input = h('input', { type: 'text', class: 'compose-text', placeholder: 'Write as the customer…', 'aria-label': 'message text', maxlength: 4096 });
  const send = (text) => attempt(() => customerWrites(conversation, { type: 'text', text }));
  const submit = (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text === '') return;
    input.value = '';
    void send(text);
  };
  const extra = (label, title, message) => h('button', { type: 'button', class: 'compose-extra', title, onclick: () => attempt(() => customerWrites(conversation, message)) }, label);
  return h(
    'form',
    { class: 'composer', onsubmit: submit },
    h(
      'div',
      { class: 'composer-row' },
      input,
      h('button', { type: 'submit', class: 'compose-send' }, 'Send'),
      h('button', { type: 'button', class: 'compose-extra compose-bot', 'aria-describedby': 'bot-hint', onclick: () => send('BOT') }, 'BOT'),
      extra('Photo', 'send a photo with a caption', samples.photo),
      extra('File', 'send a PDF', samples.file),
      extra('Voice note', 'send a 4-second voice note', samples.voiceNote),
    ),
    h(
      'p',
      { class: 'composer-hint', id: 'bot-hint' },
      'BOT writes the word BOT as the customer. A send through the API pauses the AI agent for this customer; BOT resumes it at once, without waiting for the takeover window to end.',
    ),
  );
}

function drawChat() {
  const conversation = chosen === undefined ? undefined : conversations.get(chosen);
  if (!conversation) {
    chat.replaceChildren(h('p', { class: 'empty' }, 'Pick a conversation. Messages the gateway sends appear here as they arrive.'));
    return;
  }
  unread.delete(conversation.key);
  const handlers = {
    tap: (message) => attempt(() => customerWrites(conversation, message)),
    mark: (id, status, error) => attempt(() => markStatus(id, status, error)),
    failureReasons,
  };
  const thread = h('div', { class: 'thread' }, conversation.bubbles.map((b) => bubbleElement(b, handlers)));
  chat.replaceChildren(
    h('div', { class: 'chat-title' }, h('strong', {}, conversation.businessName), ` ${conversation.displayPhoneNumber} → ${conversation.profileName} (+${conversation.waId})`),
    thread,
    composer(conversation),
  );
  thread.scrollTop = thread.scrollHeight;
}

function choose(key) {
  chosen = key;
  drawList();
  drawChat();
}

function take(conversation) {
  const fresh = !conversations.has(conversation.key);
  conversations.set(conversation.key, conversation);
  if (chosen === undefined) chosen = conversation.key;
  else if (conversation.key !== chosen && (fresh || conversation.bubbles.length > 0)) unread.add(conversation.key);
  drawList();
  // Redrawing the open chat would take the text being typed; only its thread is replaced then.
  if (conversation.key !== chosen) return;
  const typing = document.activeElement?.classList.contains('compose-text') ? document.activeElement.value : undefined;
  drawChat();
  if (typing !== undefined) {
    const input = chat.querySelector('.compose-text');
    input.value = typing;
    input.focus();
  }
}

/** Takes a whole state (the page's own, then each snapshot of the stream) and draws it. */
function takeAll(all) {
  conversations.clear();
  unread.clear();
  for (const c of all) conversations.set(c.key, c);
  if (chosen !== undefined && !conversations.has(chosen)) chosen = undefined;
  chosen ??= [...conversations.values()].sort((a, b) => lastAt(b) - lastAt(a))[0]?.key;
  drawList();
  drawChat();
}

function start() {
  const state = JSON.parse(document.getElementById('handset-state').textContent);
  failureReasons = state.failure_reasons;
  takeAll(state.conversations);
  const events = new EventSource('api/events');
  events.addEventListener('open', () => {
    live.dataset.state = 'live';
    live.textContent = 'live';
  });
  events.addEventListener('error', () => {
    live.dataset.state = 'reconnecting';
    live.textContent = 'reconnecting…';
  });
  events.addEventListener('snapshot', (event) => takeAll(JSON.parse(event.data).conversations));
  events.addEventListener('conversation', (event) => take(JSON.parse(event.data)));
}

start();
