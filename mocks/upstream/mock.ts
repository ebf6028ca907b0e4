/**
 * One upstream platform mock: state from a world, the platform routes, the control API, the
 * journal, faults, rate limits and the webhook outbox, all on one injected clock. No sockets
 * here; `http/server.ts` puts it on the wire.
 */
import { keptAliveClient, type KeptAliveClient } from '../http-kit/kept-alive-client.ts';
import { json, empty, type Answer } from './answer.ts';
import { followingClock, type VirtualClock } from './clock.ts';
import { advanceMessageStatus } from './control/message-status.ts';
import { customerWrites } from './control/customer-writes.ts';
import { addFault, advanceClock, loadWorld, placeWorld, readJournal, setNumberToken, setWebhookUrl, validWorld } from './control/state-control.ts';
import { changeTemplateStatus } from './control/template-status.ts';
import { platformError, type ErrorEnvelope } from './errors/platform-error.ts';
import { createAnswerGates, type AnswerGate } from './faults/answer-gate.ts';
import { createFaultPlan } from './faults/plan.ts';
import type { FaultMatch } from './faults/rule.ts';
import { webhookEntry } from './journal/from-delivery.ts';
import { createJournal, type Journal } from './journal/ring.ts';
import { runList, type ListRequest } from './platform/list-flow.ts';
import { runMediaDownload, type DownloadRequest } from './platform/media-download-flow.ts';
import { runNodeRead, type NodeRequest } from './platform/node-flow.ts';
import { runNumberList, type NumberListRequest } from './platform/number-list-flow.ts';
import type { MockParts } from './platform/mock-parts.ts';
import { runSend, type SendRequest } from './platform/send-flow.ts';
import { pairLimiter, type PairLimit } from './rate-limits/pair-limiter.ts';
import { throughputLimiter } from './rate-limits/throughput-limiter.ts';
import { stateFromWorld, type World } from './state/from-world.ts';
import type { PlatformState } from './state/model.ts';
import { createWebhookDispatcher, type PostWebhook, type Schedule } from './webhooks/dispatcher.ts';

export interface UpstreamMockOptions {
  world: World;
  /** Defaults to real time, starting at the world's clock. Tests pass a virtual clock. */
  clock?: VirtualClock;
  /** Seed of the fault plan's chances. */
  seed?: number;
  journalCapacity?: number;
  /** How many sent messages to keep for status changes and replies (default 100 000). */
  messageCapacity?: number;
  pairLimit?: Partial<PairLimit>;
  /** How webhooks reach the gateway; defaults to node:http on kept-alive connections, with a 10 s limit. */
  post?: PostWebhook;
  /** How retries wait; defaults to real timers. */
  schedule?: Schedule;
  webhookAttempts?: number;
}

export interface UpstreamMock {
  readonly clock: VirtualClock;
  readonly journal: Journal;
  readonly state: PlatformState;
  readonly platform: {
    send(request: SendRequest): Answer;
    listTemplates(request: ListRequest): Answer;
    /** `GET /{version}/{id}`: media (its download link), a template or a phone number. */
    readNode(request: NodeRequest): Answer;
    listNumbers(request: NumberListRequest): Answer;
    downloadMedia(request: DownloadRequest): Answer;
  };
  readonly control: {
    reset(): Answer;
    loadWorld(body: unknown): Answer;
    customerWrites(waId: string, body: unknown): Answer;
    advanceMessageStatus(messageId: string, body: unknown): Answer;
    changeTemplateStatus(templateId: string, body: unknown): Answer;
    setNumberToken(phoneNumberId: string, body: unknown): Answer;
    listFaults(): Answer;
    addFault(body: unknown): Answer;
    clearFaults(): Answer;
    readJournal(query: Record<string, string>): Answer;
    clearJournal(): Answer;
    setWebhookUrl(body: unknown): Answer;
    readClock(): Answer;
    advanceClock(body: unknown): Answer;
  };
  /**
   * Holds the answer to the next send `match` takes until the gate is released (the request is
   * handled and journaled at once). Library only: the control API plants no gates.
   */
  holdNext(match: FaultMatch): AnswerGate;
  /** The platform's answer to a path it does not serve; the request is kept in `refused`. */
  notFound(method: string, path: string): ErrorEnvelope;
  /**
   * Requests answered 404 because the platform serves no such path (the last few, and how many
   * in all), so a harness can name the path a build got wrong (a doubled version segment).
   */
  readonly refused: { readonly total: number; readonly last: readonly { method: string; path: string }[] };
  /** The platform's answer when a request could not be read (bad JSON, too large). */
  transportError(status: number, reason: string): { status: number; body: ErrorEnvelope };
  /** Resolves when every queued webhook has been delivered or given up. */
  drainWebhooks(): Promise<void>;
  close(): void;
}

const keptRefusals = 20;

/** Posts on the mock's own kept-alive connections, each attempt given 10 s. */
function keptAlivePost(client: KeptAliveClient): PostWebhook {
  return async (url, headers, body) => ({ status: (await client.call(url, { method: 'POST', headers, body, timeoutMs: 10_000 })).status });
}

const timerSchedule: Schedule = (delayMs, fn) => {
  const timer = setTimeout(fn, delayMs);
  timer.unref();
  return () => clearTimeout(timer);
};

/** Throws `InvalidWorldError` naming the problems when `options.world` is not a world `PUT /world` would take. */
export function createUpstreamMock(options: UpstreamMockOptions): UpstreamMock {
  // Checked as `PUT /world` checks it: a world the mock starts with is one it could load again.
  const initialWorld = structuredClone(validWorld(options.world));
  const clock = options.clock ?? followingClock(Date.parse(initialWorld.clock.start));
  const journal = createJournal(options.journalCapacity === undefined ? {} : { capacity: options.journalCapacity });
  const state = stateFromWorld(initialWorld, options.messageCapacity);
  let poster: KeptAliveClient | undefined;
  const dispatcher = createWebhookDispatcher({
    post: options.post ?? keptAlivePost((poster = keptAliveClient())),
    schedule: options.schedule ?? timerSchedule,
    record: (attempt) => journal.append(webhookEntry(attempt)),
    now: () => clock.now(),
    ...(options.webhookAttempts === undefined ? {} : { maxAttempts: options.webhookAttempts }),
  });
  const parts: MockParts = {
    state,
    clock,
    journal,
    faults: createFaultPlan({ seed: options.seed ?? 1 }),
    gates: createAnswerGates(),
    throughput: throughputLimiter(),
    pairs: pairLimiter(options.pairLimit ?? {}),
    dispatcher,
  };
  const refused = { total: 0, last: [] as { method: string; path: string }[] };

  return {
    clock,
    journal,
    state,
    platform: {
      send: (request) => runSend(parts, request),
      listTemplates: (request) => runList(parts, request),
      readNode: (request) => runNodeRead(parts, request),
      listNumbers: (request) => runNumberList(parts, request),
      downloadMedia: (request) => runMediaDownload(parts, request),
    },
    control: {
      reset() {
        placeWorld(parts, initialWorld);
        state.webhookUrl = undefined;
        parts.faults.clear();
        parts.gates.releaseAll();
        journal.clear();
        return empty(204);
      },
      loadWorld: (body) => loadWorld(parts, body),
      customerWrites: (waId, body) => customerWrites(parts, waId, body),
      advanceMessageStatus: (messageId, body) => advanceMessageStatus(parts, messageId, body),
      changeTemplateStatus: (templateId, body) => changeTemplateStatus(parts, templateId, body),
      setNumberToken: (phoneNumberId, body) => setNumberToken(parts, phoneNumberId, body),
      listFaults: () => json(200, { rules: parts.faults.list() }),
      addFault: (body) => addFault(parts, body),
      clearFaults() {
        parts.faults.clear();
        parts.gates.releaseAll();
        return empty(204);
      },
      readJournal: (query) => readJournal(parts, query),
      clearJournal() {
        journal.clear();
        return empty(204);
      },
      setWebhookUrl: (body) => setWebhookUrl(parts, body),
      readClock: () => json(200, { now: new Date(clock.now()).toISOString() }),
      advanceClock: (body) => advanceClock(parts, body),
    },
    holdNext: (match) => parts.gates.hold({ route: 'send', ...match }),
    notFound(method, path) {
      refused.total += 1;
      refused.last.push({ method, path });
      if (refused.last.length > keptRefusals) refused.last.shift();
      return platformError(100, { message: `Unknown path components: ${method} ${path.split('?')[0] ?? path}` }).body;
    },
    refused,
    transportError: (status, reason) => {
      const error = platformError(100, { details: reason });
      return { status: status === 413 ? 413 : error.status, body: error.body };
    },
    drainWebhooks: () => dispatcher.drain(),
    close() {
      parts.gates.releaseAll();
      dispatcher.close();
      poster?.close();
    },
  };
}
