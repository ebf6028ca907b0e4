/** Section 8's limits as data: where each one sits in the send request, and its bounds. */
export interface FieldLimit {
  /** Human name, as the spec's table gives it. */
  item: string;
  /** Schema under components.schemas that carries it, and the property path inside it. */
  schema: string;
  path: string[];
  maxLength?: number;
  maxItems?: number;
}

export const fieldLimits: readonly FieldLimit[] = [
  { item: 'text', schema: 'TextSend', path: ['text'], maxLength: 4096 },
  { item: 'media_caption (image)', schema: 'ImageSend', path: ['media_caption'], maxLength: 1024 },
  { item: 'media_caption (document)', schema: 'DocumentSend', path: ['media_caption'], maxLength: 1024 },
  { item: 'media_caption (video)', schema: 'VideoSend', path: ['media_caption'], maxLength: 1024 },
];

export const interactiveLimits = {
  footer: 60,
  buttons: 3,
  buttonText: 20,
  buttonTextDefault: 'View',
  sectionTitle: 24,
  rowsMin: 1,
  rowsMax: 10,
  rowDescription: 72,
} as const;

export const oneTimeCodeLimits = { minLength: 1, maxLength: 15 } as const;
export const templatePageLimit = { minimum: 1, maximum: 100, default: 25 } as const;
