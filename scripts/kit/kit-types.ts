/**
 * The typed surface of the local stack for an integrator's own tests: what `startLocalStack`
 * takes and returns. Types only, so the package's declarations hold this file and the world's
 * generated types, and nothing of the stack's insides.
 */
import type { components } from '../../fixtures/worlds/world-types.ts';

/** A world: workspaces, numbers and their tokens, templates, customers (`fixtures/worlds/world.schema.json`). */
export type World = components['schemas']['World'];

/** The events section 6 confirms as publishing; other names are tolerated where an event name is read. */
export type EventName = 'message.received' | 'message.status' | 'message.sent' | 'template.status';

export interface LocalStackOptions {
  /**
   * The world to load: the name of a bundled world (`development`, the default, or `default`), the
   * path of a world file (JSON, relative to the working folder), or a world object.
   */
  world?: string | World;
  /**
   * Events the kit's subscriber receives from every number of the world (default: the four
   * confirmed events); `false` starts no subscriber.
   */
  events?: readonly EventName[] | false;
  /** The gateway's port; 0, the default, lets the system pick a free one. */
  port?: number;
  /** The platform mock's (and handset page's) port; 0, the default, lets the system pick a free one. */
  platformPort?: number;
}

/** A business number of the world, with what a request for it carries. */
export interface StackNumber {
  phoneNumberId: string;
  displayPhoneNumber: string;
  businessAccountId: string;
  workspaceId: string;
  /** Its access token (the world's, a development value). */
  token: string;
  /** The token also holds other numbers, so a request must name this one with `X-Phone-Number-Id` (section 5). */
  sharedToken: boolean;
  /** Connected, in a workspace with API access that is not suspended: sends from it can succeed. */
  canSend: boolean;
  /** `Authorization`, and `X-Phone-Number-Id` when the token is shared: the headers of a request for this number. */
  headers: Readonly<Record<string, string>>;
}

/** A customer of the world. */
export interface StackCustomer {
  /** The customer's number, as `to` of a send takes it. */
  waId: string;
  profileName: string;
}

/** One webhook the platform mock posted to the gateway, and how the gateway answered it. */
export interface PlatformWebhook {
  /** The body as posted (the platform's webhook format). */
  body: unknown;
  /** The status the gateway answered; absent when the attempt got no answer. */
  status?: number;
  delivered: boolean;
}

/** What the platform mock did for a customer's message. */
export interface CustomerMessageResult {
  /** The platform's id of the customer's message. */
  messageId: string;
  /** The webhooks it posted to the gateway for it, answered. */
  webhooks: PlatformWebhook[];
}

/** What the platform mock did for a status change of a message the gateway sent. */
export interface MessageStatusResult {
  /** The platform's id of the message. */
  messageId: string;
  status: string;
  webhooks: PlatformWebhook[];
}

/** What the platform mock did for a change of a template. */
export interface TemplateStatusResult {
  templateId: string;
  status: string;
  webhooks: PlatformWebhook[];
}

/** The media kinds a customer can send; `voice` is a voice note (audio). */
export type CustomerMediaKind = 'image' | 'document' | 'video' | 'audio' | 'voice';

export interface CustomerMediaDetails {
  caption?: string;
  filename?: string;
  mimeType?: string;
  /** A voice note's length. */
  durationMs?: number;
}

/** A customer writing to one business number, as the platform mock would report it. */
export interface StackCustomerActor {
  readonly waId: string;
  /** The business number the customer writes to. */
  readonly number: StackNumber;
  /** The customer sends a text. */
  writes(text: string): Promise<CustomerMessageResult>;
  /**
   * The customer taps an option of a message the number sent: a reply button or list row by its
   * id, or a template's quick reply by its payload; without an id, the first option of the latest
   * message that offers any.
   */
  taps(optionId?: string): Promise<CustomerMessageResult>;
  /** The customer sends media (the platform's mock never fetches it). */
  sendsMedia(kind: CustomerMediaKind, details?: CustomerMediaDetails): Promise<CustomerMessageResult>;
}

/** Status changes of one message the gateway sent, as the platform reports them. */
export interface StackMessageActor {
  delivered(): Promise<MessageStatusResult>;
  read(): Promise<MessageStatusResult>;
  /** A voice message was played. */
  played(): Promise<MessageStatusResult>;
  /** The platform reports the message failed with this error code (default 131026, undeliverable). */
  failed(code?: number, details?: string): Promise<MessageStatusResult>;
}

/** A template's review state or quality changing on the platform. */
export interface StackTemplateActor {
  /** E.g. `PAUSED`, `APPROVED`, `REJECTED`, `DISABLED`; `reason` is the platform's. */
  setStatus(status: string, reason?: string): Promise<TemplateStatusResult>;
  setQuality(score: 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN'): Promise<TemplateStatusResult>;
}

/** One send as the platform mock received it. */
export interface PlatformSend {
  /** The journal's sequence number, rising. */
  seq: number;
  /** When the platform received it (the platform's clock, ISO 8601). */
  at: string;
  phoneNumberId: string;
  /** The recipient, when the body names one. */
  to?: string;
  /** The message type, when the body names one. */
  type?: string;
  /** The request body as the gateway sent it. */
  body: unknown;
  /** The platform's answer; absent when a fault cut it. */
  status?: number;
  answer?: unknown;
}

/** What the platform mock received. */
export interface StackPlatform {
  /** Every send the platform received, oldest first, optionally only those to one customer or from one number. */
  sends(filter?: { to?: string; phoneNumberId?: string }): PlatformSend[];
}

/** One event delivery the kit's subscriber received. */
export interface StackEvent {
  /** `X-Service-Event`. */
  name: string;
  /** `X-Service-Delivery`: the same on every attempt of one delivery. */
  deliveryId: string;
  /** `X-Service-Timestamp`, Unix seconds. */
  timestamp: string;
  /** The number whose subscription received it. */
  phoneNumberId: string;
  /** The body parsed as JSON (section 6 fixes no layout). */
  body: unknown;
  /** The body exactly as it arrived. */
  text: string;
  /** Its signature checked out with the subscription's secret, its timestamp within 300 s of the stack's clock (section 4.3). */
  verified: boolean;
  /** Why it did not verify. */
  problem?: string;
}

export interface WaitOptions {
  /** How long to wait for a matching event before failing (default 10 000 ms: far above a delivery's time on a busy machine). */
  timeoutMs?: number;
}

/** The events the gateway delivered to the kit's subscriber. */
export interface StackEvents {
  /** Every delivery so far, verified or not, in arrival order. */
  all(): readonly StackEvent[];
  /** Resolves with the first verified event of that name that `match` accepts, at once or when it arrives. */
  waitFor(name: EventName | (string & Record<never, never>), match?: (event: StackEvent) => boolean, options?: WaitOptions): Promise<StackEvent>;
  /** Forgets the deliveries so far. */
  clear(): void;
}

/** Which sends a fault applies to. */
export interface FaultScope {
  /** How many sends it applies to (default 1). */
  times?: number;
  /** Only sends from this number (default: any). */
  phoneNumberId?: string;
}

/** The platform's outages a fault can stand for. */
export type OutageKind = 'bare-503' | 'bare-500' | 'dropped-connection';

/** The platform's refusals, rate limits and outages, armed for the next sends. */
export interface StackFaults {
  /** The platform refuses with this error code (e.g. 131026 undeliverable, 131047 outside the window). */
  refuse(code: number, scope?: FaultScope & { details?: string }): Promise<void>;
  /** The platform rate-limits: `throughput` (130429, the default) or `pair` (131056). */
  rateLimit(scope?: FaultScope & { kind?: 'throughput' | 'pair' }): Promise<void>;
  /** The platform cannot be asked: a bare 503 (the default), a bare 500, or a dropped connection. */
  outage(scope?: FaultScope & { kind?: OutageKind }): Promise<void>;
  /** The platform accepts the send and reports it failed later, with this code, on a status webhook. */
  failLater(code: number, scope?: FaultScope & { details?: string }): Promise<void>;
  /** Disarms every fault. */
  clear(): Promise<void>;
}

/** A span of time: an ISO 8601 duration such as `PT25H` or `P1DT2H`, or its parts. */
export type StackDuration = string | { days?: number; hours?: number; minutes?: number; seconds?: number };

/** The stack's time: the gateway's clock and the platform's, moved together. */
export interface StackClock {
  now(): Date;
  /** Moves both clocks forward (windows close, keys expire, due retries run); resolves with the new now. */
  advance(by: StackDuration): Promise<Date>;
}

/** A started local stack: the reference gateway, the platform mock and its handset page, and the kit's subscriber. */
export interface LocalStack {
  /** The gateway's root URL; the public API is under `/api/v2`. */
  readonly gatewayUrl: string;
  /** `gatewayUrl` + `/api/v2`. */
  readonly apiUrl: string;
  readonly docsUrl: string;
  /** The platform mock's base URL with its version, as a gateway calls it. */
  readonly platformUrl: string;
  /** The handset page. */
  readonly handsetUrl: string;
  /** The world as loaded. */
  readonly world: World;
  /** Every number of the world. */
  readonly numbers: readonly StackNumber[];
  /** Every customer of the world. */
  readonly customers: readonly StackCustomer[];
  /** A number by id; without one, the first number that can send with a token of its own. */
  number(phoneNumberId?: string): StackNumber;
  /** Acts as a customer writing to `number` (default: as `number()`). The customer need not be in the world. */
  customer(waId: string, options?: { number?: string }): StackCustomerActor;
  /** Acts as the platform on a message the gateway sent: its `id` or its `wa_message_id`. */
  message(id: string): StackMessageActor;
  /**
   * Acts as the platform on a template: by its id, or by its name (and language, when it has
   * several) on the business account of `phoneNumberId` (default: as `number()`).
   */
  template(name: string, options?: { language?: string; phoneNumberId?: string }): StackTemplateActor;
  readonly events: StackEvents;
  readonly platform: StackPlatform;
  readonly faults: StackFaults;
  readonly clock: StackClock;
  /** Loads the world again on both sides with real time, disarms faults and forgets sends and events. */
  reset(): Promise<void>;
  /** Stops every server the stack started; calling it again does nothing. */
  stop(): Promise<void>;
}
