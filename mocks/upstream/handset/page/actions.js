// What the page asks the mock to do: the customer writes or taps, the developer moves a message's
// status. Every action is a JSON POST to the handset's own API; the mock then posts the signed
// webhook to the gateway exactly as its control API would.

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.message ?? `the mock answered ${response.status}`);
  return answer;
}

/** The customer (`waId`) sends `message` (a control-API CustomerMessage) to the business number. */
export function customerWrites(conversation, message) {
  return post(`api/customers/${conversation.waId}/messages`, { phone_number_id: conversation.phoneNumberId, message });
}

/** The platform reports a new status for one of the business's messages. */
export function markStatus(messageId, status, error) {
  return post(`api/messages/${encodeURIComponent(messageId)}/status`, error === undefined ? { status } : { status, error });
}

export const samples = {
  photo: { type: 'image', mime_type: 'image/jpeg', caption: 'Here is a photo' },
  file: { type: 'document', mime_type: 'application/pdf', filename: 'receipt.pdf', caption: 'My receipt' },
  voiceNote: { type: 'audio', mime_type: 'audio/ogg', voice: true, duration_ms: 4000 },
};
