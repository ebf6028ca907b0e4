/**
 * The joints a gateway is assembled at: the steps of its two pipelines, the rules of its
 * deliveries and the spec's numbers. The reference is built from its own parts; a faulty build
 * (mocks/faulty) swaps one of them for a deviation, so the suite can be measured on gateways that
 * break one rule each (a generated build swaps only `limits`, with one number moved).
 */
import { classifyAddress, type AddressClassifier } from './deliveries/address-class.ts';
import { deliveryHeaders, type AttemptFacts } from './deliveries/delivery-headers.ts';
import { eventBody } from './deliveries/event-body.ts';
import { vetUrl, type UrlVetting } from './deliveries/vet-url.ts';
import { reregister, type Registration } from './deliveries/reregistration.ts';
import { attemptOutcome, type AttemptOutcome, type PostResult } from './deliveries/attempt-outcome.ts';
import type { GatewayEvent } from './events/event-bus.ts';
import { specLimits, type SpecLimits } from './limits/spec-limits.ts';
import { afterEvent, afterRetriedAttempt, type SubscriptionHealth } from './deliveries/subscription-health.ts';
import type { ListContext } from './listing/list-context.ts';
import { listSteps } from './listing/list-pipeline.ts';
import type { SendContext } from './send/send-context.ts';
import { sendSteps } from './send/send-pipeline.ts';
import type { NamedStep } from './pipeline/step.ts';
import { statusMoves, type StatusMoves } from './platform/webhooks/status-moves.ts';
import type { TemplateStatus } from './templates/local-template.ts';
import { sendability, type Sendability } from './templates/sendability.ts';
import { agentPausedOn, isResumeWord } from './conversations/agent-stand-down.ts';
import { subscriptionsUnderOverride, type TargetWorld } from './state/load-world.ts';
import type { FieldProblem } from './errors/gateway-error.ts';
import { subscriptionReport, type SubscriptionDeliveries } from './deliveries/subscription-report.ts';
import type { Subscription } from './state/gateway-state.ts';
import type { DeliveryLog } from './deliveries/delivery-log.ts';
import type { Unfinished } from './deliveries/deliverer.ts';
import { sendFromOtherSource } from './control/other-source-send.ts';

export interface GatewayParts {
  /** `POST /api/v2/messages`, step by step (decision A13 fixes the order). */
  sendSteps: readonly NamedStep<SendContext>[];
  /** `GET /api/v2/templates`, step by step. */
  listSteps: readonly NamedStep<ListContext>[];
  /** The body of an event's deliveries, the same bytes for every attempt (decision A67 fixes the layout). */
  eventBody: (event: GatewayEvent) => Buffer;
  /** The four headers of one delivery attempt (section 4.3). */
  deliveryHeaders: (facts: AttemptFacts) => Record<string, string>;
  /** What one attempt's answer, or its lack, means: delivered or failed, with its status and error (section 6, rule 1; decision A51). */
  attemptOutcome: (result: PostResult) => AttemptOutcome;
  /** A subscription's health after one event's deliveries ended (section 6, rule 3), switched off after `switchOffAfter` failed in a row. */
  afterEvent: (health: SubscriptionHealth, delivered: boolean, now: number, switchOffAfter?: number) => SubscriptionHealth;
  /** A subscription's health after a failed attempt that will be retried (decision A51 counts events, so unchanged). */
  afterRetriedAttempt: (health: SubscriptionHealth, now: number) => SubscriptionHealth;
  /** The platform's delivery statuses that move a message and announce it with `message.status` (decision A53). */
  statusMoves: StatusMoves;
  /** How a subscription URL's address is classed (section 6, rule 4; decision A75 leaves the ranges the rule does not name open). */
  addressClass: AddressClassifier;
  /** How a subscription URL is vetted, its host name resolved, when a world registers it and before each attempt (section 6, rule 4; decision A76 leaves open when a name is judged). */
  vetUrl: UrlVetting;
  /** Every number the spec fixes: limits, defaults, durations and counts (limits/spec-limits.ts). */
  limits: SpecLimits;
  /** Section 3.2's table: whether a template in a status may be sent, and why not; the send path and the listing both read it. */
  sendability: (status: TemplateStatus) => Sendability;
  /** A subscription registered again with a new secret (section 6, rule 3), as the dashboard does it. */
  reregister: (current: Registration, secret: string) => Registration;
  /** Whether a customer's text hands the conversation back to the AI agent at once (section 1, item 2: the text BOT). */
  resumesAgent: (text: string) => boolean;
  /** Whether the AI agent is paused for a customer of a number: a send's stand-down, or the number's callback override (sections 1 and 6). */
  agentPaused: typeof agentPausedOn;
  /** The subscriptions a world would register on a number with a callback override, each a problem that refuses the world (section 6, decision A52). */
  overrideConflicts: (world: TargetWorld) => FieldProblem[];
  /** A subscription's deliveries as the dashboard shows them (section 6: status, error and attempt count; section 5.7: never the secret). */
  deliveryView: (subscription: Subscription, log: DeliveryLog | undefined, unfinished: Unfinished, now: number, historyMs?: number) => SubscriptionDeliveries;
  /** A text the number sends from its inbox, AI agent or a campaign (capability other_source_sends; section 6: message.sent fires for it too). */
  otherSourceSend: typeof sendFromOtherSource;
}

export const referenceParts: GatewayParts = { sendSteps, listSteps, eventBody, deliveryHeaders, attemptOutcome, afterEvent, afterRetriedAttempt, statusMoves, addressClass: classifyAddress, vetUrl, limits: specLimits, sendability, reregister, resumesAgent: isResumeWord, agentPaused: agentPausedOn, overrideConflicts: subscriptionsUnderOverride, deliveryView: subscriptionReport, otherSourceSend: sendFromOtherSource };
