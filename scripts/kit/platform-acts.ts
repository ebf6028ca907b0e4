/**
 * Acting as the platform on what the gateway sent and on the world's templates: a message's
 * status moves, a template's review state or quality changes, through the platform mock's control
 * API, which posts the signed webhook to the gateway. Each act resolves once the gateway has
 * answered, with what the platform posted.
 */
import type { Gateway } from '../../mocks/reference/index.ts';
import { UpstreamControlError, type RunningHandsetMock } from '../../mocks/upstream/index.ts';
import { StackActionError, StackOptionError } from './kit-errors.ts';
import type { MessageStatusResult, StackMessageActor, StackTemplateActor } from './kit-types.ts';
import { journalMark, webhooksAfter } from './platform-webhooks.ts';

/** Runs a control call, turning the mock's refusal into an error that names the act. */
async function refusedAs<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UpstreamControlError) throw new StackActionError(`${what}: ${error.message}`);
    throw error;
  }
}

/** The platform's id of a message the gateway sent, given that or the gateway's own id. */
function platformId(gateway: Gateway, upstream: RunningHandsetMock, id: string): string {
  if (upstream.mock.state.messages.get(id)) return id;
  const record = gateway.state.messages.get(id);
  if (record) return record.wa_message_id;
  throw new StackOptionError('message(id)', `message(id): no message ${JSON.stringify(id)} was sent through the gateway (give the send's id or its wa_message_id)`);
}

export function messageActor(gateway: Gateway, upstream: RunningHandsetMock, id: string): StackMessageActor {
  const move = async (status: 'delivered' | 'read' | 'played' | 'failed', error?: { code: number; details?: string }): Promise<MessageStatusResult> => {
    const messageId = platformId(gateway, upstream, id);
    const mark = journalMark(upstream);
    const moved = await refusedAs(`message ${id} ${status}`, () => upstream.control.advanceMessageStatus(messageId, { status, ...(error ? { error } : {}) }));
    return { messageId, status: moved.status, webhooks: await webhooksAfter(upstream, mark, messageId) };
  };
  return {
    delivered: () => move('delivered'),
    read: () => move('read'),
    played: () => move('played'),
    async failed(code = 131026, details) {
      if (!Number.isInteger(code)) throw new StackOptionError('failed(code)', `message ${id}: failed(code) takes the platform's error code as an integer, e.g. 131026 (got ${JSON.stringify(code)})`);
      return move('failed', { code, ...(details === undefined ? {} : { details }) });
    },
  };
}

/** The template by its id, or by name (and language) on one business account: exactly one must match. */
function templateId(upstream: RunningHandsetMock, nameOrId: string, language: string | undefined, businessAccountId: string): string {
  const all = [...upstream.mock.state.templates.values()].flat();
  if (language === undefined && all.some((t) => t.id === nameOrId)) return nameOrId;
  const own = all.filter((t) => t.businessAccountId === businessAccountId);
  const named = own.filter((t) => t.name === nameOrId && (language === undefined || t.language === language));
  const [only, ...others] = named;
  if (only && others.length === 0) return only.id;
  const what = `template(${JSON.stringify(nameOrId)}${language === undefined ? '' : `, { language: ${JSON.stringify(language)} }`})`;
  if (!only) throw new StackOptionError('template(name)', `${what}: business account ${businessAccountId} has no such template on the platform; its templates are ${[...new Set(own.map((t) => t.name))].join(', ') || 'none'}`);
  throw new StackOptionError('template(name)', `${what}: ${named.length} templates of business account ${businessAccountId} match (languages ${named.map((t) => t.language).join(', ')}); give the language`);
}

export function templateActor(upstream: RunningHandsetMock, nameOrId: string, language: string | undefined, businessAccountId: string): StackTemplateActor {
  const change = async (what: string, body: { event?: string; reason?: string; quality_score?: string }) => {
    const id = templateId(upstream, nameOrId, language, businessAccountId);
    const mark = journalMark(upstream);
    const changed = await refusedAs(`template ${nameOrId} ${what}`, () => upstream.control.changeTemplateStatus(id, body as Parameters<typeof upstream.control.changeTemplateStatus>[1]));
    return { templateId: id, status: changed.status, webhooks: await webhooksAfter(upstream, mark, id) };
  };
  return {
    async setStatus(status, reason) {
      if (typeof status !== 'string' || status === '') throw new StackOptionError('setStatus(status)', `template ${nameOrId}: setStatus(status) takes a status such as PAUSED or APPROVED`);
      return change(`set to ${status}`, { event: status.toUpperCase(), ...(reason === undefined ? {} : { reason }) });
    },
    setQuality: (score) => change(`rated ${score}`, { quality_score: score }),
  };
}
