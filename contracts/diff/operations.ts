/**
 * The operations of a document, keyed so that two versions line up: `POST /api/v2/messages`
 * for paths (path parameters compared by position, not name) and `event template.status` for
 * the deliveries under `webhooks`. For a delivery the roles turn round: the service writes the
 * request and the subscriber answers it.
 */
import type { Direction } from './change.ts';
import { isObject, type Json, type Resolver } from './resolver.ts';

/** The operation keys of an OpenAPI path item. */
export const methods: readonly string[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationEntry {
  key: string;
  /** As reports show it: `GET /api/v2/templates`, `event message.sent`. */
  label: string;
  kind: 'operation' | 'event';
  op: Record<string, Json>;
  pathItem: Record<string, Json>;
  section?: string;
  operationId?: string;
  /** `x-publishing` of an event: `confirmed` or `declared`. */
  publishing?: string;
  /** Who writes the request: the client for an operation, the service for an event delivery. */
  requestDirection: Direction;
  responseDirection: Direction;
}

function text(value: Json): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function entries(group: Json, kind: OperationEntry['kind'], resolver: Resolver): OperationEntry[] {
  if (!isObject(group)) return [];
  const found: OperationEntry[] = [];
  for (const [name, raw] of Object.entries(group)) {
    const pathItem = resolver.object(raw);
    for (const method of methods) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const upper = method.toUpperCase();
      const key = kind === 'operation' ? `${upper} ${name.replace(/\{[^}]*\}/g, '{}')}` : `event ${name}${method === 'post' ? '' : ` ${upper}`}`;
      const label = kind === 'operation' ? `${upper} ${name}` : key;
      const section = text(op['x-spec-section']) ?? text(pathItem['x-spec-section']);
      const operationId = text(op.operationId);
      const publishing = text(op['x-publishing']) ?? text(pathItem['x-publishing']);
      found.push({
        key,
        label,
        kind,
        op,
        pathItem,
        ...(section ? { section } : {}),
        ...(operationId ? { operationId } : {}),
        ...(publishing ? { publishing } : {}),
        requestDirection: kind === 'operation' ? 'input' : 'output',
        responseDirection: kind === 'operation' ? 'output' : 'input',
      });
    }
  }
  return found;
}

export function operationsOf(root: Record<string, Json>, resolver: Resolver): Map<string, OperationEntry> {
  const all = [...entries(root.paths, 'operation', resolver), ...entries(root.webhooks, 'event', resolver)];
  return new Map(all.map((e) => [e.key, e]));
}
