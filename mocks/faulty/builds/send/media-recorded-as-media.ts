/** Section 2.2: `message_type` names the kind of message with the values of 2.1's `type` (decision A36). */
import type { FaultyBuild } from '../../faulty-build.ts';

const mediaTypes = new Set(['image', 'document', 'video', 'audio']);

// One generic "media" kind in the message store, as some messaging products keep it.
export const mediaRecordedAsMedia: FaultyBuild = {
  name: 'media-recorded-as-media',
  deviation: 'An image, document, video or audio send is recorded with message_type media instead of its type.',
  section: '2.2',
  breaks: { '2.2-message-type': ['media-message-types'] },
  caughtBy: { files: ['suites/send/media-record-types.check.ts'], checks: ['media-sends-recorded-by-type'] },
  wire: (answer) => {
    if (answer.status !== 200 || answer.path !== '/api/v2/messages' || answer.method !== 'POST') return answer;
    const record = JSON.parse(answer.body) as Record<string, unknown>;
    if (typeof record.message_type !== 'string' || !mediaTypes.has(record.message_type)) return answer;
    return { ...answer, body: JSON.stringify({ ...record, message_type: 'media' }) };
  },
};
