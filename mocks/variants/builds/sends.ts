/**
 * Sends where the spec leaves open which refusals are made locally: the shape of a language code
 * (A22), limits the platform enforces beyond the listed ones (A23), and empty optional strings
 * (A20). Each refuses with 422 validation_error what the reference leaves to the platform.
 */
import { validationRefusal, type FieldProblem } from '../../reference/errors/gateway-error.ts';
import { refusalReply } from '../../reference/pipeline/reply.ts';
import type { SendContext } from '../../reference/send/send-context.ts';
import { changeStep } from '../../faulty/kit/steps.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

type Fields = Record<string, unknown>;

/** The validate step, followed by one more rule on a body it accepted. */
function alsoRefusing(rule: (send: Fields) => FieldProblem[]): AllowedVariant['parts'] {
  return (base) => ({
    sendSteps: changeStep(base.sendSteps, 'validate', (original) => async (context: SendContext) => {
      const answer = await original(context);
      if (answer || !context.send) return answer;
      const problems = rule(context.send as unknown as Fields);
      return problems.length > 0 ? refusalReply(validationRefusal(problems)) : undefined;
    }),
  });
}

const languageShape = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;

export const malformedLanguageRefused: AllowedVariant = {
  name: 'malformed-language-refused',
  decision: 'A22',
  sections: ['4.1', '2.1'],
  change: 'A template_language not shaped like ll or ll_CC is refused with 422 validation_error instead of 400 invalid_template.',
  parts: alsoRefusing((send) => (send.type === 'template' && typeof send.template_language === 'string' && !languageShape.test(send.template_language) ? [{ loc: ['body', 'template_language'], msg: 'must look like en or en_US' }] : [])),
};

const buttonTitleLimit = 20;

export const buttonTitlesCheckedLocally: AllowedVariant = {
  name: 'button-titles-checked-locally',
  decision: 'A23',
  sections: ['2.3', '8'],
  change: `Reply-button titles over ${buttonTitleLimit} characters are refused locally with 422 instead of by the platform (502).`,
  parts: alsoRefusing((send) => {
    const buttons = (send.interactive as Fields | undefined)?.buttons;
    if (!Array.isArray(buttons)) return [];
    return buttons.flatMap((button: Fields, index) => (typeof button.title === 'string' && [...button.title].length > buttonTitleLimit ? [{ loc: ['body', 'interactive', 'buttons', index, 'title'], msg: `must be at most ${buttonTitleLimit} characters` }] : []));
  }),
};

const optionalStrings = ['media_caption', 'media_filename', 'footer'] as const;

export const emptyOptionalStringsRefused: AllowedVariant = {
  name: 'empty-optional-strings-refused',
  decision: 'A20',
  sections: ['2.1', '4.1'],
  change: 'An empty media_caption, media_filename or interactive footer is refused with 422 validation_error instead of passed on.',
  parts: alsoRefusing((send) => {
    const top = optionalStrings.filter((field) => send[field] === '').map((field) => ({ loc: ['body', field], msg: 'must not be empty' }));
    const footer = (send.interactive as Fields | undefined)?.footer === '' ? [{ loc: ['body', 'interactive', 'footer'], msg: 'must not be empty' }] : [];
    return [...top, ...footer];
  }),
};
