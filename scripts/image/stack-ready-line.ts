/**
 * The line the stack's image prints once everything serves: a fixed prefix, then one JSON object
 * with every address a test in another language needs and the world's access tokens (the world
 * file's development values, printed on purpose as `up` prints them), so nothing else is scraped.
 */
import { controlPrefix } from '../../mocks/reference/index.ts';
import { handsetPrefix } from '../../mocks/upstream/index.ts';
import { dashboardPrefix } from '../up/dashboard-routes.ts';
import type { RunningStack } from '../up/stack.ts';
import type { World } from '../kit/kit-types.ts';
import { stackNumbers } from '../kit/world-cast.ts';

export const stackReadyPrefix = 'gateway-harness stack ready ';
/** The ready line as the image's label names it (a regular expression). */
export const stackReadyPattern = '^gateway-harness stack ready ';

export function stackReadyLine(stack: RunningStack, world: World): string {
  const facts = {
    world: world.name,
    gateway_url: stack.gatewayUrl,
    api_url: `${stack.gatewayUrl}/api/v2`,
    docs_url: stack.docsUrl,
    control_url: `${stack.gatewayUrl}${controlPrefix}`,
    dashboard_url: `${stack.gatewayUrl}${dashboardPrefix}`,
    platform_url: stack.upstream.baseUrl,
    platform_control_url: stack.upstream.controlUrl,
    handset_url: `${stack.upstream.url}${handsetPrefix}/`,
    numbers: stackNumbers(world).map((n) => ({ phone_number_id: n.phoneNumberId, display_phone_number: n.displayPhoneNumber, token: n.token, shared_token: n.sharedToken, can_send: n.canSend })),
    customers: world.customers.map((c) => c.wa_id),
  };
  return `${stackReadyPrefix}${JSON.stringify(facts)}`;
}
