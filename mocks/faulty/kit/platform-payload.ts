/**
 * Changing what a send puts on the wire to the platform: the reference's `send` step runs as it
 * is, but the platform request it builds passes through `change` first, which also sees the body
 * as the client sent it. That is how a gateway that copies a field through, or tidies a value on
 * the way out, behaves: every check before the platform is called is still made.
 */
import type { PlatformClient } from '../../reference/platform/platform-client.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import { isPlainObject } from '../../reference/validation/schema-node.ts';

type Fields = Record<string, unknown>;

/** `change` returns the platform request to send instead, given the reference's and the client's body. */
export function changingPlatformRequest(change: (request: Fields, received: Fields) => Fields): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => async (context) => {
    const { gateway, input } = context;
    const received = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : {};
    const platform = Object.create(gateway.platform) as PlatformClient;
    platform.send = (link, number, payload) => gateway.platform.send(link, number, isPlainObject(payload) ? change(payload, received) : payload);
    context.gateway = { ...gateway, platform };
    try {
      return await original(context);
    } finally {
      context.gateway = gateway;
    }
  };
}
