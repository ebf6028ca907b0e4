/**
 * A schema read as the constraints that hold on a value (see flatten.ts), and the few helpers
 * every rule shares.
 */
import type { Json } from './resolver.ts';

export const upperKeywords = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties', 'x-total-items.maximum', 'x-one-time-code.maxLength'] as const;
export const lowerKeywords = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties', 'x-total-items.minimum', 'x-one-time-code.minLength'] as const;
export type NumberKeyword = (typeof upperKeywords)[number] | (typeof lowerKeywords)[number];
export const isUpper = (k: NumberKeyword): boolean => (upperKeywords as readonly string[]).includes(k);

/** The raw schemas that constrain one property (several when `allOf` parts each say something). */
export interface Part {
  nodes: Json[];
  /** The component the property was first declared in, e.g. `Error`. */
  origin?: string;
}

export interface Flat {
  /** Allowed JSON types; undefined when any type is allowed. */
  types?: Set<string>;
  /** Allowed values; undefined when not enumerated. */
  enum?: Json[];
  numbers: Map<NumberKeyword, number>;
  patterns: Set<string>;
  formats: Set<string>;
  multipleOf: Set<number>;
  uniqueItems: boolean;
  /** `x-unique-values` paths. */
  uniqueValues: Set<string>;
  /** The non-numeric rules of `x-one-time-code`, as one comparable text each. */
  oneTimeCode: Map<string, string>;
  /** Whether the schema carries `x-one-time-code` at all. */
  hasOneTimeCode: boolean;
  /** `x-status-sendable`. */
  statusSendable?: Record<string, boolean>;
  hasDefault: boolean;
  default?: Json;
  properties: Map<string, Part>;
  required: Set<string>;
  /** `additionalProperties: false`. */
  closed: boolean;
  additional: Json[];
  items: Json[];
  /** Each `oneOf`/`anyOf` that is more than `X or null`: its options. */
  alternatives: Json[][];
  /** The component named by the schema's own `$ref`. */
  name?: string;
  section?: string;
  /** Every component merged in. */
  origins: Set<string>;
  /** A reference could not be followed: nothing can be said about the schema. */
  unknown: boolean;
}

export function emptyFlat(): Flat {
  return {
    numbers: new Map(),
    patterns: new Set(),
    formats: new Set(),
    multipleOf: new Set(),
    uniqueItems: false,
    uniqueValues: new Set(),
    oneTimeCode: new Map(),
    hasOneTimeCode: false,
    hasDefault: false,
    properties: new Map(),
    required: new Set(),
    closed: false,
    additional: [],
    items: [],
    alternatives: [],
    origins: new Set(),
    unknown: false,
  };
}

export const valueKey = (value: Json): string => JSON.stringify(value);

/** The schema of one property, from its parts. */
export function partNode(part: Part | undefined): Json {
  if (!part || part.nodes.length === 0) return {};
  return part.nodes.length === 1 ? part.nodes[0] : { allOf: part.nodes };
}

