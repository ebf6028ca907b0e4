// Section 4.1: invalid_one_time_code is the answer for "an authentication template without a
// valid code", and nothing else. A one-time-code send whose code is fine but whose body has
// another fault (no `to`) is a plain validation_error; a non-string value in the body of a
// template of another category is never an invalid code, whatever a gateway makes of it (A26);
// and a template the account does not hold stays a 422 (validation_error or template_not_found)
// with a non-string value in it. The worlds put the AUTHENTICATION template first on the main
// account, or leave the account without templates, so a gateway that looks at the wrong
// template, or at none, shows it.
import { expect } from 'vitest';
import { codeOf, expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, templateSend, textValue, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { editedWorld } from '../support/world/world-variants.ts';
import { bundledWorld, type World } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const base = bundledWorld('default');
const cast = castOf(base);

/** The default world with the main account's templates reordered or dropped by `edit`. */
function withMainTemplates(name: string, edit: (templates: World['business_accounts'][number]['templates']) => World['business_accounts'][number]['templates']): World {
  return editedWorld(base, name, (copy) => {
    const account = copy.business_accounts.find((a) => a.id === cast.main.businessAccountId);
    if (!account) throw new Error('the default world has no main business account');
    account.templates = edit(account.templates);
  });
}

const codeFirst = withMainTemplates('code-template-first', (templates) => [...templates].sort((a, b) => Number(b.name === 'otp_login') - Number(a.name === 'otp_login')));
const noTemplates = withMainTemplates('no-templates', () => []);

/** A body component whose one value is a number where a string belongs. */
const numericBody = { type: 'body', parameters: [{ type: 'text', text: 482913 }] } as unknown as SendComponent;

check(
  {
    id: 'invalid-code-only-for-a-bad-code',
    section: '4.1',
    title: 'a good code beside a missing to is 422 validation_error; a non-string value in another template is never invalid_one_time_code; in a template the account lacks it is 422',
    decisions: ['A26', 'A29'],
    asserts: { '4.1-invalid-code-422': ['valid-code-beside-other-fault', 'not-for-other-templates'], '4.1-malformed-422': ['to-missing'], '4.1-template-not-found-422': ['unknown-with-non-string-value'] },
  },
  async () => {
    const { api, upstream } = run();
    await run().provision(codeFirst);
    const goodCode = templateSend(cast.customers.inWindow, 'otp_login', 'en_US', [bodyWith(textValue('482913'))]);
    const { to: _to, ...withoutTo } = goodCode;
    let mark = upstream.mark();
    expectError(await api.sendMessage({ token: cast.main.token, body: withoutTo, invalidRequest: true }), 422, 'validation_error');
    expect(upstream.sendsSince(mark), 'a good code without to: nothing sent').toEqual([]);

    const other = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'order_update', 'en_US', [numericBody]), invalidRequest: true });
    expect(codeOf(other), `a UTILITY template with a number for a body value: ${other.text.slice(0, 200)}`).not.toBe('invalid_one_time_code');

    await run().provision(noTemplates);
    mark = upstream.mark();
    const unknown = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'order_update', 'en_US', [numericBody]), invalidRequest: true });
    expect([[422, 'validation_error'], [422, 'template_not_found']], `a template the account lacks, with a number for a body value: ${unknown.text.slice(0, 200)}`).toContainEqual([unknown.status, codeOf(unknown)]);
    expect(upstream.sendsSince(mark), 'a template the account lacks: nothing sent').toEqual([]);
  },
);
