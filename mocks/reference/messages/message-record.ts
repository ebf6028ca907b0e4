/**
 * The message record of section 2.2, as the reference stores and returns it: every field always
 * present, unknown values as null (decision A34), times in ISO 8601 UTC (A35).
 */
import type { components } from '../../../contracts/types/gateway-v2.ts';
import { isoTime } from '../clock.ts';

export type MessageRecord = components['schemas']['MessageRecord'];
export type MessageStatus = components['schemas']['MessageStatus'];

export interface OutboundFacts {
  id: string;
  messageType: string;
  content: string;
  source: 'API' | 'HUMAN' | 'AI_AGENT' | 'CAMPAIGN';
  waMessageId: string;
  /** When the platform accepted the send. */
  at: number;
  templateName: string | null;
  redacted: boolean;
  mediaUrl?: string | null;
  mediaFilename?: string | null;
  interactive?: Record<string, unknown> | null;
}

export function outboundRecord(facts: OutboundFacts): MessageRecord {
  const at = isoTime(facts.at);
  return {
    id: facts.id,
    direction: 'OUTBOUND',
    message_type: facts.messageType,
    content: facts.content,
    status: 'SENT',
    source: facts.source,
    wa_message_id: facts.waMessageId,
    media_url: facts.mediaUrl ?? null,
    media_mime_type: null,
    media_filename: facts.mediaFilename ?? null,
    media_duration_ms: null,
    interactive: (facts.interactive ?? null) as MessageRecord['interactive'],
    referral: null,
    sent_at: at,
    delivered_at: null,
    read_at: null,
    played_at: null,
    failed_at: null,
    failure_reason: null,
    template_name: facts.templateName,
    redacted: facts.redacted,
    created_at: at,
  };
}
