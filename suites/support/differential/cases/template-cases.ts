/**
 * Template sends (2.4, 3.2, 4.1): generated templates of every shape and status, some known only
 * to the platform, each sent correctly or with one thing wrong; one-time codes inside and
 * outside the rule of 4.1; and a name no account has. Where the spec's verdict function finds a
 * send unjudged (A13, A27), any two verdicts agree.
 */
import fc from 'fast-check';
import { acceptableCode } from '../../generators/one-time-codes/acceptable-code.ts';
import { faultyCode } from '../../generators/one-time-codes/faulty-code.ts';
import { templateCase } from '../../generators/templates/template-case.ts';
import { bodyWith, templateSend, textValue } from '../../spec/template-components.ts';
import { templateSendVerdict, type SeededTemplate } from '../../spec/template-send-verdict.ts';
import type { Cast } from '../../world/cast.ts';
import type { DifferentialCase, Leeway, RequestStep } from '../case-step.ts';
import { bearer, sendStep } from '../requests.ts';

const single = (step: RequestStep): DifferentialCase => ({ label: step.label, steps: [step] });

// Where the verdict function leaves a send unjudged, no verdict is the spec's.
const unjudged: Leeway = { decisions: ['A13', 'A27'], among: ['2xx', '4xx', '5xx'] };

/** The authentication template of the main number's account (section 4.1, one-time codes). */
const oneTimeCodeTemplate = { name: 'otp_login', language: 'en_US' };

function oneTimeCodeSend(cast: Cast, code: string, label: string): DifferentialCase {
  const body = templateSend(cast.customers.inWindow, oneTimeCodeTemplate.name, oneTimeCodeTemplate.language, [bodyWith(textValue(code))]);
  return single(sendStep({ label, section: '4.1', caller: bearer(cast.main.token), body, recordKind: 'one-time-code', secrets: [code] }));
}

export function templateCases(cast: Cast, pool: readonly SeededTemplate[]): fc.Arbitrary<DifferentialCase> {
  const caller = bearer(cast.main.token);
  const to = cast.customers.inWindow;
  return fc.oneof(
    { weight: 6, arbitrary: templateCase(pool).map(({ template, send }) => {
      const verdict = templateSendVerdict(template, send);
      const label = `${template.name} (${template.parameter_format ?? 'POSITIONAL'}, ${template.status}${template.local_copy ? '' : ', platform only'}): ${send.label} send`;
      const body = templateSend(to, template.name, send.language, send.components);
      return single(sendStep({ label, section: '2.4', caller, body, ...(verdict.kind === 'open' ? { leeway: unjudged } : {}) }));
    }) },
    { weight: 2, arbitrary: acceptableCode.map((code) => oneTimeCodeSend(cast, code, `a one-time code of ${code.length} characters`)) },
    { weight: 2, arbitrary: faultyCode.map(({ fault, code }) => oneTimeCodeSend(cast, code, `a one-time code with a fault (${fault})`)) },
    {
      weight: 1,
      arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{2,20}$/).map((name) => single(sendStep({ label: 'a template name no account has', section: '4.1', caller, body: templateSend(to, `unknown_${name}`, 'en_US') }))),
    },
  );
}
