/**
 * A gateway in its first week: authentication and text sends written, template sends and the
 * listing not yet. It is the reference whose template sends (once a body has passed validation)
 * and whose listing (once the caller is authenticated) answer 500 internal_error, as a route
 * still to be written does. It is neither a faulty build (it breaks the template and listing
 * rules on purpose, all of them) nor an allowed variant: it shows that a check of a statement
 * about sends in general judges such a build, reaching the statement by a text send.
 */
import { changeStep } from '../faulty/kit/steps.ts';
import { answerAs } from '../faulty/kit/replies.ts';
import { referenceParts, startReference, type GatewayParts, type RunningReference, type StartReferenceOptions } from '../reference/index.ts';

const notYet = (what: string) => answerAs('internal_error', `${what} are not written yet in this build.`);

/** The reference's parts with template sends and the listing answering 500. */
export function textOnlyParts(base: GatewayParts = referenceParts): GatewayParts {
  return {
    ...base,
    sendSteps: changeStep(base.sendSteps, 'template', (original) => (context) => (context.send?.type === 'template' ? notYet('Template sends') : original(context))),
    listSteps: changeStep(base.listSteps, 'query', () => () => notYet('Template listings')),
  };
}

/** The text-only build as a server, started as `startReference` starts the reference. */
export function startTextOnly(options: StartReferenceOptions = {}): Promise<RunningReference> {
  return startReference({ ...options, parts: textOnlyParts() });
}
