/**
 * What the listing tests share: a gateway holding the default world (nothing here calls the
 * platform, so no upstream runs), and a way to call the listing as a client would.
 */
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { createGateway, type Gateway } from '../gateway.ts';
import { stateFromWorld } from '../state/load-world.ts';
import type { LocalTemplate } from '../templates/local-template.ts';
import { listTemplates } from './list-pipeline.ts';
import type { TemplateRecord } from './template-record.ts';

export const world = bundledWorld('default');
export const mainToken = 'fixture-token-main-0001';
export const mainAccount = '200000000000001';

export interface Page {
  items: TemplateRecord[];
  next_cursor: string | null;
  has_more: boolean;
}

/**
 * The default world's gateway, its platform pointed at a port nothing listens on: a listing
 * that tried to reach the platform would fail rather than pass by luck.
 */
export function fixtureGateway(templates?: LocalTemplate[]): Gateway {
  const gateway = createGateway({ clockStart: Date.parse(world.clock.start) });
  gateway.state = stateFromWorld(targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' }));
  if (templates) gateway.state.templates.set(mainAccount, templates);
  return gateway;
}

export interface ListCall {
  token?: string | null;
  phoneNumberId?: string;
  query?: Record<string, string | string[]>;
}

export async function list(gateway: Gateway, call: ListCall = {}): Promise<{ status: number; body: unknown }> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) for (const v of [value].flat()) query.append(name, v);
  const token = call.token === undefined ? mainToken : call.token;
  const reply = await listTemplates(gateway, gateway.parts.listSteps, { authorization: token === null ? undefined : `Bearer ${token}`, phoneNumberId: call.phoneNumberId, query });
  return { status: reply.status, body: JSON.parse(reply.body) as unknown };
}

/** A 200 page, or a thrown error naming what came back instead. */
export async function page(gateway: Gateway, call: ListCall = {}): Promise<Page> {
  const { status, body } = await list(gateway, call);
  if (status !== 200) throw new Error(`expected a page, got ${status} ${JSON.stringify(body)}`);
  return body as Page;
}
