/**
 * Fault rules for the harness's platform mock (`FaultRule` of contracts/upstream.openapi.json), by
 * what a check means: the platform unreachable for template look-ups, refusing or failing the
 * next send of a number. Plain data; plant them with `upstream.addFault`. A send held on the
 * platform until the check lets it go is a gate instead (`in-flight.ts`), never a latency.
 */
import type { components } from '../../../contracts/types/upstream.ts';

type Schemas = components['schemas'];
export type FaultRule = Schemas['FaultRule'];
export type FaultAction = Schemas['FaultAction'];

/** A bare 503, as a proxy in front of the platform answers when it is down. */
export const serviceUnavailable: FaultAction = { kind: 'http-status', status: 503 };

/** Ways the platform cannot be asked (section 4.1: "the platform could not be asked"), by kebab-case name. */
export const outages: Readonly<Record<string, { what: string; action: FaultAction }>> = {
  'bare-503': { what: 'a bare 503', action: serviceUnavailable },
  'bare-500': { what: 'a bare 500', action: { kind: 'http-status', status: 500 } },
  'dropped-connection': { what: 'a dropped connection', action: { kind: 'reset' } },
};

/** Every template look-up on the platform meets `action`. */
export function onTemplateLookups(action: FaultAction): FaultRule {
  return { match: { route: 'templates' }, action };
}

/** The next send from `phoneNumberId` meets `action`; later sends are untouched. */
export function onNextSend(phoneNumberId: string, action: FaultAction): FaultRule {
  return { match: { route: 'send', phoneNumberId }, times: 1, action };
}

/** The platform refuses a message as undeliverable (a refusal, not an outage: 502 `send_failed`). */
export const undeliverable: FaultAction = { kind: 'platform-error', code: 131026 };
