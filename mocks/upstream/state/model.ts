/**
 * What the upstream platform knows: business accounts, numbers and their tokens, templates as
 * the platform stores them, customers (handsets) and the messages sent to them. Plain data; the
 * rules that read and change it live in their own folders.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { MessageStore } from './message-store.ts';

export type { OutboundStatus, SentMessage } from './sent-message.ts';

type Schemas = components['schemas'];

export type PlatformTemplateStatus = Schemas['TemplateStatus'];
export type TemplateComponent = Schemas['TemplateComponent'];
export type QualityScore = Schemas['QualityScore'];

export interface PlatformNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  /** The business name shown with the number: its business account's name. */
  verifiedName: string;
  businessAccountId: string;
  token: string;
  connection: 'CONNECTED' | 'DISCONNECTED';
  qualityRating: QualityScore;
  /** Messages per second before the platform answers with its throughput error (130429). */
  throughputMps: number;
}

export interface PlatformTemplate {
  id: string;
  businessAccountId: string;
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  status: PlatformTemplateStatus;
  parameterFormat: 'POSITIONAL' | 'NAMED';
  components: TemplateComponent[];
  qualityScore: QualityScore | null;
  /** When the quality score last changed (milliseconds); the creation time until it does. */
  qualityScoreAt?: number;
  /** Milliseconds since the epoch; the listing is newest first. */
  createdAt: number;
  rejectedReason?: string;
}

export interface InboundRecord {
  /** Platform message id (`wamid.…`). */
  id: string;
  phoneNumberId: string;
  /** Milliseconds since the epoch, virtual clock. */
  at: number;
  /** The platform's inbound message object, as posted in the webhook. */
  message: Schemas['InboundMessage'];
}

export interface Customer {
  waId: string;
  profileName: string;
  inbound: InboundRecord[];
}

export interface PlatformState {
  appSecret: string;
  apiVersion: string;
  numbers: Map<string, PlatformNumber>;
  /** business account id -> templates, in creation order. */
  templates: Map<string, PlatformTemplate[]>;
  customers: Map<string, Customer>;
  /** The latest accepted messages, oldest first; bounded, so a long run keeps flat memory. */
  messages: MessageStore;
  /** Messages accepted since the world was loaded (never decreases; message ids use it). */
  acceptedCount: number;
  /** Where the platform posts its webhooks (the gateway's webhook URL); none until set. */
  webhookUrl: string | undefined;
}
