// Which statuses the developer may move a business message to, in the platform's order: sent,
// delivered, read, then played for a voice note (section 3.1: PLAYED is "a voice note was
// played"). A message only moves forward, so a read message offers no "delivered"; failed and
// played are final, and a message already delivered can no longer fail.

const forward = ['sent', 'delivered', 'read', 'played'];

/** Whether the customer's phone can play this message: audio, sent on its own. */
export function playable(content) {
  return content.kind === 'media' && content.mediaType === 'audio';
}

/** The statuses `status` can move to for a message showing `content`; failing is offered apart. */
export function statusMoves(status, content) {
  if (status === 'failed') return [];
  const at = status === 'accepted' ? 0 : forward.indexOf(status);
  return forward.slice(at + 1).filter((next) => next !== 'played' || playable(content));
}

/** Whether the message may still be reported failed: only before it reached the phone. */
export function canFail(status) {
  return status === 'accepted' || status === 'sent';
}
