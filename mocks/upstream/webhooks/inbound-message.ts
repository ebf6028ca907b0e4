/**
 * The inbound message objects the platform puts in a `messages` webhook, one builder per type the
 * contract covers. Pure: ids and times are given, never invented, so a test can predict the body.
 */
import type { components } from '../../../contracts/types/upstream.ts';

type Schemas = components['schemas'];

export type InboundMessage = Schemas['InboundMessage'];
export type InboundContext = Schemas['InboundContext'];
export type WebhookError = Schemas['WebhookError'];

/** Who wrote, the platform id of what they wrote, and when (virtual milliseconds). */
export interface InboundBase {
  from: string;
  /** `wamid.…` */
  id: string;
  at: number;
}

export interface MediaFields {
  mediaId: string;
  mimeType: string;
  sha256: string;
}

/** What each inbound type carries besides the base. Replies to a business message need `context`. */
export interface InboundFields {
  text: { body: string; context?: InboundContext };
  image: MediaFields & { caption?: string; context?: InboundContext };
  video: MediaFields & { caption?: string; context?: InboundContext };
  document: MediaFields & { filename: string; caption?: string; context?: InboundContext };
  /**
   * `voice: true` for a voice note recorded in the client, false (the default) for an audio file;
   * `durationMs`, a voice note's length, is this mock's addition (the published format has none).
   */
  audio: MediaFields & { voice?: boolean; durationMs?: number; context?: InboundContext };
  /** A quick-reply button of a template message was tapped. */
  button: { payload: string; text: string; context: InboundContext };
  interactive:
    | { buttonReply: { id: string; title: string }; context: InboundContext }
    | { listReply: { id: string; title: string; description?: string }; context: InboundContext };
  unsupported: { errors: [WebhookError, ...WebhookError[]]; context?: InboundContext };
}

export type InboundKind = keyof InboundFields;

export interface InboundOf {
  text: Schemas['InboundTextMessage'];
  image: Schemas['InboundImageMessage'];
  video: Schemas['InboundVideoMessage'];
  document: Schemas['InboundDocumentMessage'];
  audio: Schemas['InboundAudioMessage'];
  button: Schemas['InboundButtonMessage'];
  interactive: Schemas['InboundInteractiveMessage'];
  unsupported: Schemas['InboundUnsupportedMessage'];
}

/** The platform writes times as a decimal string of Unix seconds. */
export function unixSeconds(at: number): string {
  return String(Math.floor(at / 1000));
}

function head(base: InboundBase, context: InboundContext | undefined) {
  return { from: base.from, id: base.id, timestamp: unixSeconds(base.at), ...(context ? { context: { ...context } } : {}) };
}

function media(fields: MediaFields) {
  return { id: fields.mediaId, mime_type: fields.mimeType, sha256: fields.sha256 };
}

function caption(value: string | undefined) {
  return value === undefined ? {} : { caption: value };
}

const builders: { [K in InboundKind]: (base: InboundBase, fields: InboundFields[K]) => InboundOf[K] } = {
  text: (base, f) => ({ ...head(base, f.context), type: 'text', text: { body: f.body } }),
  image: (base, f) => ({ ...head(base, f.context), type: 'image', image: { ...media(f), ...caption(f.caption) } }),
  video: (base, f) => ({ ...head(base, f.context), type: 'video', video: { ...media(f), ...caption(f.caption) } }),
  document: (base, f) => ({
    ...head(base, f.context),
    type: 'document',
    document: { ...media(f), filename: f.filename, ...caption(f.caption) },
  }),
  audio: (base, f) => ({
    ...head(base, f.context),
    type: 'audio',
    audio: { ...media(f), voice: f.voice ?? false, ...(f.voice === true && f.durationMs !== undefined ? { duration_ms: f.durationMs } : {}) },
  }),
  button: (base, f) => ({ ...head(base, f.context), type: 'button', context: { ...f.context }, button: { payload: f.payload, text: f.text } }),
  interactive: (base, f) => ({
    ...head(base, f.context),
    type: 'interactive',
    context: { ...f.context },
    interactive:
      'buttonReply' in f
        ? { type: 'button_reply', button_reply: { id: f.buttonReply.id, title: f.buttonReply.title } }
        : {
            type: 'list_reply',
            list_reply: {
              id: f.listReply.id,
              title: f.listReply.title,
              ...(f.listReply.description === undefined ? {} : { description: f.listReply.description }),
            },
          },
  }),
  unsupported: (base, f) => ({ ...head(base, f.context), type: 'unsupported', errors: f.errors.map((e) => structuredClone(e)) }),
};

/** One inbound message of the given type, shaped as the platform posts it. */
export function inboundMessage<K extends InboundKind>(kind: K, base: InboundBase, fields: InboundFields[K]): InboundOf[K] {
  const build: (base: InboundBase, fields: InboundFields[K]) => InboundOf[K] = builders[kind];
  return build(base, fields);
}
