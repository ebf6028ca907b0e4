/**
 * Where the gateway contract states each number of `spec-limits.ts`: a schema keyword (`maxLength`,
 * `maxItems`, `default`, the bounds of `x-total-items` and `x-one-time-code`), the `limit` query
 * parameter, or `info.x-limits` for the durations and counts JSON Schema has no keyword for. The
 * send check compiles the contract's schemas with the gateway's own numbers laid over these sites
 * (`withLimits`), so the reference judges by `spec-limits.ts`, and a build with one number moved
 * judges by that number; `contract-sites.test.ts` holds the contract and `specLimits` to agree.
 */
import { isPlainObject, type SchemaNode } from '../validation/schema-node.ts';
import type { SpecLimits } from './spec-limits.ts';

/** A number of `SpecLimits`, by its path (`rows.max`). */
export type LimitKey =
  | 'text'
  | 'mediaCaption'
  | 'footer'
  | 'buttons'
  | 'buttonText'
  | 'buttonTextDefault'
  | 'sectionTitle'
  | 'rows.min'
  | 'rows.max'
  | 'rowDescription'
  | 'oneTimeCode.min'
  | 'oneTimeCode.max'
  | 'listingLimit.min'
  | 'listingLimit.max'
  | 'listingLimit.default'
  | 'typeDefault'
  | 'windowHours'
  | 'keyRetentionHours'
  | 'signatureToleranceSeconds'
  | 'failedDeliveriesBeforeDisable'
  | 'attemptHistoryDays'
  | 'eventLogDays';

/** The value of one number. */
export function limitAt(limits: SpecLimits, key: LimitKey): number | string {
  const [head, tail] = key.split('.') as [keyof SpecLimits, string | undefined];
  const value = limits[head];
  return tail === undefined ? (value as number | string) : (value as unknown as Record<string, number>)[tail] as number;
}

/** `limits` with one number replaced (a fresh object; `limits` is left as it is). */
export function withLimit(limits: SpecLimits, key: LimitKey, value: number | string): SpecLimits {
  const [head, tail] = key.split('.') as [keyof SpecLimits, string | undefined];
  if (tail === undefined) return { ...limits, [head]: value };
  return { ...limits, [head]: { ...(limits[head] as object), [tail]: value } };
}

/** A site in `components.schemas`: the component, the path of members below it, the keyword. */
export interface SchemaSite {
  key: LimitKey;
  component: string;
  path: readonly string[];
  keyword: string;
}

/** Every site of a component schema, in the order the contract declares them. */
export const schemaSites: readonly SchemaSite[] = [
  { key: 'typeDefault', component: 'SendCommon', path: ['properties', 'type'], keyword: 'default' },
  { key: 'text', component: 'TextSend', path: ['properties', 'text'], keyword: 'maxLength' },
  { key: 'oneTimeCode.min', component: 'TemplateSend', path: ['x-one-time-code'], keyword: 'minLength' },
  { key: 'oneTimeCode.max', component: 'TemplateSend', path: ['x-one-time-code'], keyword: 'maxLength' },
  { key: 'mediaCaption', component: 'ImageSend', path: ['properties', 'media_caption'], keyword: 'maxLength' },
  { key: 'mediaCaption', component: 'DocumentSend', path: ['properties', 'media_caption'], keyword: 'maxLength' },
  { key: 'mediaCaption', component: 'VideoSend', path: ['properties', 'media_caption'], keyword: 'maxLength' },
  { key: 'footer', component: 'InteractiveCommon', path: ['properties', 'footer'], keyword: 'maxLength' },
  { key: 'buttons', component: 'InteractiveButtons', path: ['properties', 'buttons'], keyword: 'maxItems' },
  { key: 'rows.min', component: 'InteractiveList', path: ['x-total-items'], keyword: 'minimum' },
  { key: 'rows.max', component: 'InteractiveList', path: ['x-total-items'], keyword: 'maximum' },
  { key: 'buttonText', component: 'InteractiveList', path: ['properties', 'button_text'], keyword: 'maxLength' },
  { key: 'buttonTextDefault', component: 'InteractiveList', path: ['properties', 'button_text'], keyword: 'default' },
  { key: 'sectionTitle', component: 'InteractiveListSection', path: ['properties', 'title'], keyword: 'maxLength' },
  { key: 'rowDescription', component: 'InteractiveListRow', path: ['properties', 'description'], keyword: 'maxLength' },
];

/** The `limit` query parameter of `GET /api/v2/templates` and the keyword of its schema holding each bound. */
export const listingLimitSites: readonly { key: LimitKey; keyword: 'minimum' | 'maximum' | 'default' }[] = [
  { key: 'listingLimit.min', keyword: 'minimum' },
  { key: 'listingLimit.max', keyword: 'maximum' },
  { key: 'listingLimit.default', keyword: 'default' },
];

/** Members of `info.x-limits`, the numbers no schema keyword can state. */
export const infoSites: readonly { key: LimitKey; member: string }[] = [
  { key: 'windowHours', member: 'messaging_window_hours' },
  { key: 'keyRetentionHours', member: 'idempotency_key_retention_hours' },
  { key: 'signatureToleranceSeconds', member: 'signature_tolerance_seconds' },
  { key: 'failedDeliveriesBeforeDisable', member: 'consecutive_failed_deliveries_before_disable' },
  { key: 'attemptHistoryDays', member: 'delivery_attempt_history_days' },
  { key: 'eventLogDays', member: 'event_log_days' },
];

/** The node a schema site's keyword sits on, in `schemas` (prepared copies or the contract's own). */
export function siteNode(schemas: Readonly<Record<string, SchemaNode>>, site: SchemaSite): SchemaNode {
  let node: unknown = schemas[site.component];
  for (const member of site.path) node = isPlainObject(node) ? node[member] : undefined;
  if (!isPlainObject(node)) throw new Error(`the gateway contract has no ${[site.component, ...site.path].join('.')}`);
  return node;
}

/**
 * Lays `limits` over the component schemas in place (they must be a private copy, as the send
 * check prepares them), so what is compiled from them judges by the gateway's own numbers.
 */
export function withLimits(schemas: Record<string, SchemaNode>, limits: SpecLimits): void {
  for (const site of schemaSites) siteNode(schemas, site)[site.keyword] = limitAt(limits, site.key);
}
