/* global document */
// Bubbles as the customer's phone draws them. Every value is put in as text (never as markup),
// so nothing a sender writes can run in the page.

import { canFail, statusMoves } from './status-moves.js';

/** A DOM element with attributes and children; strings become text nodes. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

const time = (at) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

const ticks = {
  accepted: { mark: '…', label: 'accepted' },
  sent: { mark: '✓', label: 'sent' },
  delivered: { mark: '✓✓', label: 'delivered' },
  read: { mark: '✓✓', label: 'read' },
  played: { mark: '✓✓ played', label: 'played' },
  failed: { mark: '! failed', label: 'failed' },
};

export function statusMark(status) {
  const tick = ticks[status] ?? { mark: '?', label: status };
  return h('span', { class: `ticks ticks-${status}`, title: tick.label, 'data-status': status }, tick.mark);
}

// Letters rather than emoji: a machine without an emoji font would show empty boxes.
const mediaIcons = { image: 'IMG', video: 'VID', document: 'DOC', audio: 'AUD' };

function mediaCard(media) {
  return h(
    'div',
    { class: 'media', 'data-media-type': media.mediaType },
    h('span', { class: 'media-icon' }, mediaIcons[media.mediaType] ?? 'FILE'),
    h('div', { class: 'media-text' }, h('div', { class: 'media-kind' }, media.filename ?? media.mediaType), h('a', { class: 'media-url', href: media.url, target: '_blank', rel: 'noopener noreferrer' }, media.url)),
  );
}

function copyCodeButton(button) {
  const label = h('span', {}, button.text || 'Copy code');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(button.code);
      label.textContent = 'Copied';
    } catch {
      // Without clipboard access the code is shown to copy by hand.
      label.textContent = button.code;
    }
  };
  return h('button', { type: 'button', class: 'option copy-code', onclick: copy }, label);
}

/** A template or interactive option; `tap` sends the customer's reply, links open, codes copy. */
function optionButton(button, tap) {
  if (button.code !== undefined) return copyCodeButton(button);
  if (button.codeWithheld) return h('button', { type: 'button', class: 'option copy-code', disabled: true, title: 'a saved state never keeps one-time codes' }, button.text, ' (code not kept)');
  if (button.type === 'URL') return h('a', { class: 'option link', href: button.url, target: '_blank', rel: 'noopener noreferrer' }, '↗ ', button.text);
  if (button.type === 'PHONE_NUMBER') return h('a', { class: 'option link', href: `tel:${button.phoneNumber}` }, 'Call: ', button.text);
  if (button.type === 'QUICK_REPLY') {
    return h('button', { type: 'button', class: 'option reply', 'data-payload': button.payload, onclick: () => tap({ type: 'button', text: button.text, payload: button.payload }) }, '↩ ', button.text);
  }
  return h('span', { class: 'option' }, button.text);
}

function listPicker(content, tap) {
  const rows = h('div', { class: 'list-rows', hidden: true });
  for (const section of content.list.sections) {
    if (section.title) rows.append(h('div', { class: 'list-section' }, section.title));
    for (const row of section.rows) {
      rows.append(
        h(
          'button',
          {
            type: 'button',
            class: 'list-row',
            'data-option-id': row.id,
            onclick: () => tap({ type: 'interactive', reply: row.description === null ? { kind: 'list_reply', id: row.id, title: row.title } : { kind: 'list_reply', id: row.id, title: row.title, description: row.description } }),
          },
          h('span', { class: 'row-title' }, row.title),
          row.description === null ? null : h('span', { class: 'row-description' }, row.description),
        ),
      );
    }
  }
  const open = h('button', { type: 'button', class: 'option list-open', onclick: () => (rows.hidden = !rows.hidden) }, '≡ ', content.list.buttonText);
  return [open, rows];
}

function interactiveBody(content, tap) {
  const parts = [];
  if (content.header) parts.push(h('div', { class: 'header' }, content.header));
  parts.push(h('div', { class: 'body' }, content.body));
  if (content.footer) parts.push(h('div', { class: 'footer' }, content.footer));
  const options = h('div', { class: 'options' });
  if (content.style === 'buttons') {
    for (const button of content.buttons) {
      options.append(h('button', { type: 'button', class: 'option reply', 'data-option-id': button.id, onclick: () => tap({ type: 'interactive', reply: { kind: 'button_reply', id: button.id, title: button.title } }) }, '↩ ', button.title));
    }
  } else if (content.style === 'list') {
    options.append(...listPicker(content, tap));
  } else if (content.cta) {
    options.append(h('a', { class: 'option link', href: content.cta.url, target: '_blank', rel: 'noopener noreferrer' }, '↗ ', content.cta.displayText));
  }
  return [...parts, options];
}

function templateBody(content, tap) {
  const parts = [h('div', { class: 'template-name' }, `template ${content.name} · ${content.language}`)];
  const header = content.header;
  if (header?.text !== undefined) parts.push(h('div', { class: 'header' }, header.text));
  if (header?.media) parts.push(mediaCard(header.media));
  if (header?.location) parts.push(h('div', { class: 'location' }, `Location: ${header.location.name ?? 'pin'} (${header.location.latitude}, ${header.location.longitude})`));
  parts.push(h('div', { class: 'body' }, content.body));
  if (content.footer) parts.push(h('div', { class: 'footer' }, content.footer));
  if (content.buttons.length > 0) parts.push(h('div', { class: 'options' }, content.buttons.map((b) => optionButton(b, tap))));
  return parts;
}

function outboundBody(content, tap) {
  switch (content.kind) {
    case 'text':
      return [h('div', { class: 'body' }, content.text)];
    case 'media':
      return [mediaCard(content), content.caption ? h('div', { class: 'body' }, content.caption) : null];
    case 'interactive':
      return interactiveBody(content, tap);
    case 'template':
      return templateBody(content, tap);
    default:
      return [h('div', { class: 'body muted' }, content.summary)];
  }
}

function inboundBody(content) {
  switch (content.kind) {
    case 'text':
      return [h('div', { class: 'body' }, content.text)];
    case 'tap':
      return [h('div', { class: 'body' }, `↩ ${content.title}`), h('div', { class: 'footer' }, content.id === null ? `quick reply · payload ${content.payload}` : `tapped · id ${content.id}`)];
    default: {
      const label = content.voice ? `Voice note${content.durationMs === null ? '' : ` · ${Math.round(content.durationMs / 1000)} s`}` : `[${mediaIcons[content.mediaType] ?? 'FILE'}] ${content.filename ?? content.mediaType} (${content.mimeType})`;
      return [h('div', { class: 'body' }, label), content.caption ? h('div', { class: 'footer' }, content.caption) : null];
    }
  }
}

/**
 * The developer's strip under a business message: its failure, if any, and only the moves that
 * mean something from where it is (see status-moves.js), failing with a reason read in full.
 */
function statusStrip(bubble, mark, failureReasons) {
  const moves = statusMoves(bubble.status, bubble.content);
  const controls = moves.map((status) => h('button', { type: 'button', class: `mark mark-${status}`, onclick: () => mark(bubble.id, status) }, `mark ${status}`));
  let failing = null;
  if (canFail(bubble.status)) {
    const meaning = (code) => failureReasons.find((r) => String(r.code) === code)?.meaning ?? '';
    const reason = h(
      'select',
      { class: 'fail-reason', 'aria-label': 'failure reason' },
      failureReasons.map((r) => h('option', { value: r.code, title: r.meaning }, `${r.title} (${r.code})`)),
    );
    reason.title = meaning(reason.value);
    reason.addEventListener('change', () => (reason.title = meaning(reason.value)));
    failing = h(
      'span',
      { class: 'fail-controls' },
      h('button', { type: 'button', class: 'mark mark-failed', onclick: () => mark(bubble.id, 'failed', { code: Number(reason.value) }) }, 'fail as'),
      reason,
    );
  }
  if (!bubble.failure && controls.length === 0 && failing === null) return null;
  return h('div', { class: 'dev-strip' }, bubble.failure ? h('span', { class: 'failure' }, bubble.failure) : null, controls.length > 0 ? h('span', { class: 'dev-actions' }, controls) : null, failing);
}

/** One bubble; `tap(message)` sends a customer reply, `mark(id, status, error)` moves a status. */
export function bubbleElement(bubble, { tap, mark, failureReasons }) {
  if (bubble.direction === 'inbound') {
    return h('div', { class: 'bubble inbound', 'data-message-id': bubble.id }, inboundBody(bubble.content), h('div', { class: 'meta' }, time(bubble.at)));
  }
  return h(
    'div',
    { class: `bubble outbound kind-${bubble.content.kind}`, 'data-message-id': bubble.id },
    outboundBody(bubble.content, tap),
    h('div', { class: 'meta' }, time(bubble.at), ' ', statusMark(bubble.status)),
    statusStrip(bubble, mark, failureReasons),
  );
}
