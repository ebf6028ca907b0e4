/**
 * Section 2.1: `template_language` is the "exact approved language code ... `en` and `en_US` are
 * different; no fallback" (and section 4.1: another language is 400 `invalid_template`).
 */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { localCopies } from '../../kit/template-values.ts';

const primary = (language: string) => language.split('_')[0] ?? language;

// A locale fallback: a language the template lacks is served by one with the same primary tag.
function fallBack(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { send, caller, gateway } = context;
    if (send?.type === 'template' && caller) {
      const copies = localCopies(gateway.state.templates, caller.number.businessAccountId, send.template_name);
      const near = copies.find((t) => t.language !== send.template_language && primary(t.language) === primary(send.template_language));
      if (near && !copies.some((t) => t.language === send.template_language)) context.send = { ...send, template_language: near.language };
    }
    return original(context);
  };
}

export const languagePrefixFallback: FaultyBuild = {
  name: 'language-prefix-fallback',
  deviation: 'A template asked for in a language it lacks falls back to a language with the same prefix (en to en_US) and is sent.',
  section: '2.1',
  breaks: { '2.1-template-language-exact': ['language-short-for-long-400'], '4.1-wrong-language-400': ['language-missing-400'], '7-invalid-template-400': ['wrong-language'] },
  caughtBy: { files: ['suites/templates/template-send.check.ts'], checks: ['wrong-language-thank-you-in-en'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', fallBack) }),
};
