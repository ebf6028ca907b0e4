/**
 * Section 2.1: `template_language` is the "exact approved language code … no fallback"; a code
 * the template is not approved in is 400 `invalid_template` (section 4.1).
 */
import type { SendContext } from '../../../reference/send/send-context.ts';
import type { Step } from '../../../reference/pipeline/step.ts';
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';
import { localCopies } from '../../kit/template-values.ts';

// A locale normaliser: codes are matched ignoring case and taking `-` for `_` (en-US, en_us → en_US).
const folded = (language: string) => language.toLowerCase().replace('-', '_');

function foldLanguage(original: Step<SendContext>): Step<SendContext> {
  return (context) => {
    const { send, caller, gateway } = context;
    if (send?.type === 'template' && caller) {
      const copies = localCopies(gateway.state.templates, caller.number.businessAccountId, send.template_name);
      const same = copies.find((t) => t.language !== send.template_language && folded(t.language) === folded(send.template_language));
      if (same) context.send = { ...send, template_language: same.language };
    }
    return original(context);
  };
}

export const languageCaseFolded: FaultyBuild = {
  name: 'language-case-folded',
  deviation: 'A template_language differing from an approved code only in letter case or a hyphen (en_us, en-US) is taken as that code and sent.',
  section: '2.1',
  breaks: { '2.1-template-language-exact': ['language-lower-region', 'language-hyphen'] },
  caughtBy: { files: ['suites/templates/language-and-components.check.ts'], checks: ['language-code-matched-exactly'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'template', foldLanguage) }),
};
