/**
 * The gateway's calls to the upstream platform: sends and template look-ups, with the number's
 * access token, to the base URL the world (or the environment) configured. The only place the
 * reference opens a connection to the platform.
 */
import { Agent as HttpAgent, request as httpRequest, type ClientRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { urlToHttpOptions } from 'node:url';
import { turnBatch } from '../../http-kit/turn-batch.ts';
import type { ConnectedNumber, UpstreamLink } from '../state/gateway-state.ts';
import { readSendAnswer, refusalReason, type SendOutcome } from './platform-answer.ts';

export interface PlatformClientOptions {
  /** How long a platform call may take before it counts as an outage. */
  timeoutMs: number;
}

interface CallInit {
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

class PlatformTimeout extends Error {}

// Kept-alive connections to the platform. `node:http` rather than `fetch`: under load, fetch's
// streams, abort signals and separate header and body writes cost the send path more CPU than all
// of the gateway's rules together (see scripts/bench/README.md).
const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/** A platform answer's JSON, or undefined when it has none or it does not parse. */
function jsonOf(text: string): unknown {
  try {
    return text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

interface Target {
  secure: boolean;
  options: ReturnType<typeof urlToHttpOptions>;
}

// A send's URL is the same for every send of a number: parsing it again each time showed in
// profiles of the send path. Bounded, since listing URLs carry a query of their own.
const targets = new Map<string, Target>();

function targetOf(url: string): Target {
  let target = targets.get(url);
  if (target === undefined) {
    const parsed = new URL(url);
    target = { secure: parsed.protocol === 'https:', options: urlToHttpOptions(parsed) };
    if (targets.size >= 1_000) targets.clear();
    targets.set(url, target);
  }
  return target;
}

// The calls made during one turn of the event loop leave together at its end. Under load the
// platform has gone back to sleep between two calls, and on loopback the kernel wakes it inside
// the gateway's own write: written one by one as each send reached its call, those wake-ups were
// a quarter of the reference's CPU per send; written back to back, the platform wakes once for
// them. A call waits at most for the rest of its turn's work.
const calls = turnBatch();

function call(url: string, init: CallInit, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) =>
    calls.defer(() => {
      // A call that cannot even be made (a header Node refuses) fails this call alone.
      try {
        start(url, init, timeoutMs, resolve, reject);
      } catch (error) {
        reject(error as Error);
      }
    }),
  );
}

/**
 * The calls started in one flush of the batch share one deadline timer: they started within the
 * same turn, so one timer set then ends every call of them still open when it fires, as a timer
 * per call would have at the same moment, for one timer's cost rather than one per call.
 */
interface DeadlineGroup {
  timeoutMs: number;
  open: Set<ClientRequest>;
  timer?: NodeJS.Timeout;
}

let currentGroup: DeadlineGroup | undefined;

/** The deadline group of this turn's flush for `timeoutMs`; a new one once the flush is over. */
function groupFor(timeoutMs: number): DeadlineGroup {
  if (currentGroup !== undefined && currentGroup.timeoutMs === timeoutMs) return currentGroup;
  const group: DeadlineGroup = { timeoutMs, open: new Set() };
  group.timer = setTimeout(() => {
    for (const outgoing of group.open) outgoing.destroy(new PlatformTimeout('the platform did not answer in time'));
    group.open.clear();
  }, timeoutMs);
  currentGroup = group;
  // The flush runs its calls back to back in one callback; the group closes when it returns.
  queueMicrotask(() => {
    if (currentGroup === group) currentGroup = undefined;
    if (group.open.size === 0) clearTimeout(group.timer);
  });
  return group;
}

/** A call is over: once the last of its group is, the group's timer goes. */
function settle(group: DeadlineGroup, outgoing: ClientRequest): void {
  if (!group.open.delete(outgoing) || group.open.size > 0 || currentGroup === group) return;
  clearTimeout(group.timer);
}

function start(url: string, init: CallInit, timeoutMs: number, resolve: (answer: { status: number; body: unknown }) => void, reject: (error: Error) => void): void {
  const { secure, options } = targetOf(url);
  const payload = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers = payload === undefined ? init.headers : { ...init.headers, 'content-length': String(payload.length) };
  const outgoing = (secure ? httpsRequest : httpRequest)({ ...options, method: init.method ?? 'GET', headers, agent: secure ? agents.https : agents.http });
  // The whole call, answer included, must end within the timeout. The listeners are anonymous:
  // run through tsx, a named closure made per call costs a defineProperty for its name.
  const group = groupFor(timeoutMs);
  group.open.add(outgoing);
  outgoing.on('error', (error) => {
    settle(group, outgoing);
    reject(error);
  });
  outgoing.on('response', (response) => {
    // Bytes, decoded once at the end: a platform answer is one chunk, and a string decoder per
    // answer costs more than the decoding.
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      settle(group, outgoing);
      const bytes = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
      resolve({ status: response.statusCode ?? 0, body: jsonOf(bytes.toString('utf8')) });
    });
    response.on('error', (error) => {
      settle(group, outgoing);
      reject(error);
    });
  });
  outgoing.end(payload);
}

function outageReason(error: unknown): string {
  if (error instanceof PlatformTimeout) return 'the platform did not answer in time';
  return 'the platform could not be reached';
}

/** A next-page link is followed only to the platform itself, never to an address it names elsewhere. */
function sameOrigin(next: unknown, baseUrl: string): string | undefined {
  if (typeof next !== 'string') return undefined;
  try {
    return new URL(next).origin === new URL(baseUrl).origin ? next : undefined;
  } catch {
    return undefined;
  }
}

export class PlatformClient {
  constructor(private readonly options: PlatformClientOptions) {}

  async send(link: UpstreamLink, number: ConnectedNumber, payload: unknown): Promise<SendOutcome> {
    try {
      const { status, body } = await call(
        `${link.baseUrl}/${encodeURIComponent(number.phoneNumberId)}/messages`,
        { method: 'POST', headers: { authorization: `Bearer ${number.token}`, 'content-type': 'application/json' }, body: JSON.stringify(payload) },
        this.options.timeoutMs,
      );
      return readSendAnswer(status, body);
    } catch (error) {
      return { kind: 'outage', reason: outageReason(error) };
    }
  }

  /**
   * Templates of the number's business account (all, or every language of one name), following
   * the platform's paging. Undefined when the platform could not be asked (section 4.1 treats
   * that like a template that is not there).
   */
  async templates(link: UpstreamLink, number: ConnectedNumber, name?: string): Promise<unknown[] | undefined> {
    const found: unknown[] = [];
    // The platform returns quality and rejection details only when asked for them by name.
    const fields = 'id,name,language,status,category,parameter_format,components,quality_score,rejected_reason';
    const query = new URLSearchParams(name === undefined ? { fields, limit: '100' } : { name, fields, limit: '100' });
    let url: string | undefined = `${link.baseUrl}/${encodeURIComponent(number.businessAccountId)}/message_templates?${query.toString()}`;
    for (let pages = 0; url !== undefined && pages < 50; pages++) {
      try {
        const { status, body } = await call(url, { headers: { authorization: `Bearer ${number.token}` } }, this.options.timeoutMs);
        if (status !== 200 || refusalReason(body)) return undefined;
        const page = body as { data?: unknown; paging?: { next?: unknown } } | undefined;
        if (!Array.isArray(page?.data)) return undefined;
        found.push(...page.data);
        url = sameOrigin(page.paging?.next, link.baseUrl);
      } catch {
        return undefined;
      }
    }
    return found;
  }
}
