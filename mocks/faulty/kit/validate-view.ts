/**
 * Validation that lets something through the reference refuses: the reference's validate step
 * judges a view of the body (a fourth button cut off, a repeated id renamed), and when the view
 * passes, the body as sent goes on. That is how a limit written one too high, or a rule left
 * out, behaves: everything else is still checked.
 */
import type { SendContext } from '../../reference/send/send-context.ts';
import type { SendRequest } from '../../reference/send/send-request.ts';
import type { Step } from '../../reference/pipeline/step.ts';
import { isPlainObject } from '../../reference/validation/schema-node.ts';
import { withDefaults } from '../../reference/validation/send-defaults.ts';

type Body = Record<string, unknown>;

/** `view` returns the body as the faulty rule sees it, or `undefined` when it sees nothing to forgive. */
export function validateView(view: (body: Body) => Body | undefined): (original: Step<SendContext>) => Step<SendContext> {
  return (original) => async (context) => {
    const { input } = context;
    const body = input.body.kind === 'json' && isPlainObject(input.body.value) ? input.body.value : undefined;
    const seen = body && view(body);
    if (!body || !seen) return original(context);
    context.input = { ...input, body: { kind: 'json', value: seen } };
    const reply = await original(context);
    context.input = input;
    if (!reply) context.send = withDefaults(body) as SendRequest;
    return reply;
  };
}

/** The interactive object of a body, when it has one of the given type. */
export function interactiveOf(body: Body, type: string): Body | undefined {
  const interactive = body.interactive;
  return body.type === 'interactive' && isPlainObject(interactive) && interactive.type === type ? interactive : undefined;
}

/** The body with its interactive object replaced. */
export function withInteractive(body: Body, interactive: Body): Body {
  return { ...body, interactive };
}

/** The rows of a list's sections, as arrays (a malformed list gives none). */
export function sectionRows(list: Body): unknown[][] {
  const sections = Array.isArray(list.sections) ? list.sections : [];
  return sections.map((s) => (isPlainObject(s) && Array.isArray(s.rows) ? s.rows : []));
}
