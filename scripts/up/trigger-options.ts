/**
 * `trigger`'s command line read before anything touches the network: the event must be one the
 * gateway publishes, each option must belong to the event it was given with, and every value must
 * be one the stack can act on. Pure: values in, options out or one problem.
 */
import { closestName } from '../cli/closest-name.ts';
import { declaredOnlyEvents, statuses, templateStatuses, triggerableEvents, TriggerProblem, type TriggerableEvent, type TriggerOptions } from './sample-events.ts';

export interface TriggerValues {
  number?: string | undefined;
  customer?: string | undefined;
  text?: string | undefined;
  tap?: boolean | undefined;
  media?: string | undefined;
  status?: string | undefined;
  reason?: string | undefined;
  message?: string | undefined;
  template?: string | undefined;
  to?: string | undefined;
  token?: string | undefined;
  'phone-number-id'?: string | undefined;
}

/** The options that make sense only with one or two events. */
const belongsTo: Partial<Record<keyof TriggerValues, TriggerableEvent[]>> = {
  text: ['message.received', 'message.sent'],
  tap: ['message.received'],
  media: ['message.received'],
  status: ['message.status'],
  reason: ['message.status'],
  message: ['message.status'],
  template: ['template.status'],
  to: ['template.status'],
  token: ['message.sent'],
  'phone-number-id': ['message.sent'],
};

const medias = ['image', 'document', 'voice'] as const;

/** The event named on the command line, refused with the reason when the gateway cannot publish it. */
export function triggerEvent(positionals: string[]): TriggerableEvent {
  const [event, ...extra] = positionals;
  if (event === undefined) throw new TriggerProblem(`name the event to trigger: ${triggerableEvents.join(', ')}`);
  if (extra.length > 0) throw new TriggerProblem(`trigger takes one event name (got ${JSON.stringify(positionals.join(' '))})`);
  if ((triggerableEvents as readonly string[]).includes(event)) return event as TriggerableEvent;
  if ((declaredOnlyEvents as readonly string[]).includes(event)) {
    throw new TriggerProblem(`${event} cannot be triggered: the gateway publishes ${triggerableEvents.join(', ')} (section 6 declares the others without confirming they deliver, and the reference never emits them)`);
  }
  const meant = closestName(event, triggerableEvents);
  throw new TriggerProblem(`unknown event ${JSON.stringify(event)}${meant ? ` (did you mean ${meant}?)` : ''}; the events are ${triggerableEvents.join(', ')}`);
}

/** What trigger will act with, once every value has been checked against the event. */
export function triggerOptions(event: TriggerableEvent, values: TriggerValues): TriggerOptions {
  for (const [option, events] of Object.entries(belongsTo) as [keyof TriggerValues, TriggerableEvent[]][]) {
    const given = values[option];
    if (given === undefined || given === false) continue;
    if (!events.includes(event)) throw new TriggerProblem(`--${option} goes with ${events.join(' or ')}, not ${event}`);
  }
  const shapes = (['text', 'tap', 'media'] as const).filter((o) => values[o] !== undefined && values[o] !== false);
  if (event === 'message.received' && shapes.length > 1) throw new TriggerProblem(`--${shapes.join(' and --')} cannot be combined: the customer sends one message`);
  const media = values.media;
  if (media !== undefined && !(medias as readonly string[]).includes(media)) throw new TriggerProblem(`--media must be ${medias.join(', ')}, got ${JSON.stringify(media)}`);
  if (values.status !== undefined && !statuses.includes(values.status)) throw new TriggerProblem(`--status must be one of ${statuses.join(', ')}, got ${JSON.stringify(values.status)}`);
  if (values.reason !== undefined) {
    if (!/^[0-9]+$/.test(values.reason)) throw new TriggerProblem(`--reason must be a platform error code such as 131026, got ${JSON.stringify(values.reason)}`);
    if (values.status !== 'failed') throw new TriggerProblem('--reason goes with --status failed');
  }
  const templateStatus = values.to?.toUpperCase();
  if (templateStatus !== undefined && !templateStatuses.includes(templateStatus)) throw new TriggerProblem(`--to must be one of ${templateStatuses.join(', ')}, got ${JSON.stringify(values.to)}`);
  if (event === 'message.sent' && !values.token) throw new TriggerProblem('message.sent needs --token (an access token `up` printed) or $GATEWAY_TOKEN');
  return {
    ...(values.number === undefined ? {} : { number: values.number }),
    ...(values.customer === undefined ? {} : { customer: values.customer }),
    ...(values.text === undefined ? {} : { text: values.text }),
    tap: values.tap === true,
    ...(media === undefined ? {} : { media: media as (typeof medias)[number] }),
    ...(values.status === undefined ? {} : { status: values.status }),
    ...(values.reason === undefined ? {} : { reason: Number(values.reason) }),
    ...(values.message === undefined ? {} : { message: values.message }),
    ...(values.template === undefined ? {} : { template: values.template }),
    ...(templateStatus === undefined ? {} : { templateStatus }),
  };
}
