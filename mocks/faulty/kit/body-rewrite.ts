/**
 * A reader in front of validation that takes liberties with the body: the step, and every step
 * after it, sees the body as `rewrite` returns it (`undefined` leaves the body as sent). That is
 * how a gateway that normalises or truncates a field before judging it behaves.
 */
import type { SendContext } from '../../reference/send/send-context.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import { isPlainObject } from '../../reference/validation/schema-node.ts';

type Body = Record<string, unknown>;

export function rewriteBody(rewrite: (body: Body) => Body | undefined): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    const rewritten = body && rewrite(body);
    if (rewritten) context.input = { ...input, body: { kind: 'json', value: rewritten } };
    return original(context);
  };
}
