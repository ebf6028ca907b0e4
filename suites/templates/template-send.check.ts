// Sections 2.4, 3.2 and 4.1: every template row of the 4.1 table, on the default world's
// templates. A local refusal sends nothing upstream (journal); what the service does not check
// (buttons, surplus values) reaches the platform, whose refusal is 502 send_failed.
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { Warnings } from '../support/checks/warnings.ts';
import type { CheckedResponse } from '../support/http/checked-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { onTemplateLookups, outages } from '../support/run/upstream-faults.ts';
import type { JournalEntry } from '../support/run/upstream-view.ts';
import { bodyWith, headerValueOf, headerWith, mediaValue, namedValue, quickReplyButton, templateSend, textValue, urlButton, type HeaderKind, type SendComponent } from '../support/spec/template-components.ts';
import { placeholdersIn } from '../support/spec/placeholders.ts';
import { sendableByStatus } from '../support/spec/template-states.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** Provisions the default world and sends `name` in `language` as the main number, to a customer. */
async function send(name: string, language: string, components: SendComponent[] = []): Promise<CheckedResponse<unknown>> {
  await run().provision();
  const cast = castOf(run().world);
  return run().api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, language, components) });
}

async function refusedLocally(response: CheckedResponse<unknown>, status: number, code: string): Promise<void> {
  expectError(response, status, code);
  expect(await run().upstream.sends()).toEqual([]);
}

/** The template sends that reached the platform: name, language and components as received. */
async function platformGot(): Promise<{ name?: string; language?: string; components: Record<string, unknown>[] }[]> {
  const entries: JournalEntry[] = await run().upstream.sends();
  return entries.map((e) => {
    const template = (e.body as { template?: { name?: string; language?: { code?: string }; components?: Record<string, unknown>[] } }).template;
    return { name: template?.name, language: template?.language?.code, components: template?.components ?? [] };
  });
}

async function leftToPlatform(response: CheckedResponse<unknown>, name: string): Promise<void> {
  expectError(response, 502, 'send_failed');
  expect((await platformGot()).map((s) => s.name)).toEqual([name]);
}

const two = bodyWith(textValue('Ada'), textValue('A-1001'));

// Section 4.1: "template not on the number's business account, or the platform could not be asked"
check({ id: 'template-not-on-account-is-422', section: '4.1', title: 'a template the account does not have is 422 template_not_found, nothing sent', asserts: { '2.1-template-on-account': ['template-not-on-account-422'], '4.1-prechecks-send-nothing': ['template-refusal-sends-nothing'], '4.1-template-not-found-422': ['not-on-account'], '7-template-not-found-422': ['not-on-account'] } }, async () => {
  await refusedLocally(await send('no_such_template', 'en_US'), 422, 'template_not_found');
});

// Section 3.2, last line: a template with no local copy is looked up on the platform.
check({ id: 'platform-only-template-sends-without-sync', section: '3.2', title: 'a template only on the platform is found and sent without any sync', asserts: { '3.2-lookup-without-sync': ['platform-only-template-sent'] } }, async () => {
  const response = await send('restock_alert', 'en_US', [bodyWith(textValue('Blue kettle'))]);
  expectSent(response);
  expect(await platformGot()).toMatchObject([{ name: 'restock_alert', language: 'en_US' }]);
});

for (const [slug, outage] of Object.entries(outages)) {
  check({ id: `template-lookup-${slug}-is-422`, section: '4.1', title: `a platform look-up that meets ${outage.what} is 422 template_not_found, nothing sent`, decisions: ['A57'], asserts: { '4.1-template-not-found-422': [`lookup-${slug}`], ...(slug === 'bare-503' ? { '7-template-not-found-422': ['platform-could-not-be-asked'] } : {}) } }, async () => {
    await run().provision();
    await given(`the platform's template look-ups are set to meet ${outage.what}`, () => run().upstream.addFault(onTemplateLookups(outage.action)));
    const cast = castOf(run().world);
    const response = await run().api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'restock_alert', 'en_US', [bodyWith(textValue('Kettle'))]) });
    await refusedLocally(response, 422, 'template_not_found');
  });
}

// Section 4.1: "template exists but not in that language (message lists available languages)"
function namesLanguage(message: string, code: string): boolean {
  return new RegExp(`(^|[^A-Za-z_])${code}([^A-Za-z_]|$)`).test(message);
}

// The last case has no local copy: the languages come from the platform's answer.
const wrongLanguages: [string, string, string, string[], SendComponent[]][] = [
  ['order-update-in-fr', 'order_update', 'fr', ['en', 'en_US'], [two]],
  ['thank-you-in-en', 'thank_you', 'en', ['en_US'], []],
  ['platform-only-in-en', 'restock_alert', 'en', ['en_US'], [bodyWith(textValue('Kettle'))]],
];
for (const [slug, name, language, available, components] of wrongLanguages) {
  check({
    id: `wrong-language-${slug}`,
    section: '4.1',
    title: `${name} in ${language} is 400 invalid_template naming ${available.join(' and ')}`,
    decisions: ['A22'],
    // `en` asked where only `en_US` exists: the short code stands in for no long one.
    asserts: {
      '4.1-wrong-language-400': ['language-missing-400', 'message-names-languages'],
      ...(language === 'en' ? { '2.1-template-language-exact': ['language-short-for-long-400'], '7-invalid-template-400': ['wrong-language'] } : {}),
      ...(slug === 'platform-only-in-en' ? { '3.2-lookup-without-sync': ['platform-only-wrong-language-400'] } : {}),
    },
  }, async () => {
    const response = await send(name, language, components);
    await refusedLocally(response, 400, 'invalid_template');
    const message = String((response.json as { message?: unknown }).message);
    for (const code of available) expect(namesLanguage(message, code), `message ${JSON.stringify(message)} names ${code}`).toBe(true);
  });
}

// Section 3.2: each status, sendable or not, on the default world's catalogue.
// Which rows of the 3.2 table (and of the 4.1 refusals) each status check tries.
const statusClaims: Record<string, Record<string, string[]>> = {
  APPROVED: { '3.2-approved': ['approved-sends'], '2.1-template-on-account': ['template-on-account-sent'], '2.1-template-components-optional': ['components-absent'] },
  FLAGGED: { '3.2-flagged': ['flagged-sends'] },
  LOCKED: { '3.2-locked': ['locked-sends'] },
  SUBMITTED: { '3.2-submitted-draft': ['submitted-sends'] },
  DRAFT: { '3.2-submitted-draft': ['draft-sends'] },
  REJECTED: { '3.2-rejected-in-appeal': ['rejected-400'], '4.1-unsendable-400': ['rejected'] },
  IN_APPEAL: { '3.2-rejected-in-appeal': ['in-appeal-400'], '4.1-unsendable-400': ['in-appeal'] },
  PAUSED: { '3.2-paused-disabled': ['paused-400'], '4.1-unsendable-400': ['paused'], '7-invalid-template-400': ['unsendable-status'] },
  DISABLED: { '3.2-paused-disabled': ['disabled-400'], '4.1-unsendable-400': ['disabled'] },
  ARCHIVED: { '3.2-archived': ['archived-400'], '4.1-unsendable-400': ['archived'] },
  PENDING_DELETION: { '3.2-deleted': ['pending-deletion-400'], '4.1-unsendable-400': ['pending-deletion'] },
  DELETED: { '3.2-deleted': ['deleted-400'], '4.1-unsendable-400': ['deleted'] },
  LIMIT_EXCEEDED: { '3.2-limit-exceeded': ['limit-exceeded-400'], '4.1-unsendable-400': ['limit-exceeded'] },
};
for (const [status, sendable] of Object.entries(sendableByStatus)) {
  check({ id: `template-status-${status.toLowerCase().replace(/_/g, '-')}`, section: '3.2', title: sendable ? `a template in status ${status} goes to the platform` : `a template in status ${status} is 400 invalid_template, nothing sent`, asserts: statusClaims[status] }, async () => {
    const account = run().world.business_accounts.find((a) => a.id === castOf(run().world).main.businessAccountId);
    const template = account?.templates.find((t) => t.status === status && t.local_copy && t.components.every((c) => c.type === 'BODY' && placeholdersIn(c.text).length === 0));
    if (!template) throw new Error(`the default world has no plain ${status} template with a local copy`);
    const response = await send(template.name, template.language);
    if (!sendable) return refusedLocally(response, 400, 'invalid_template');
    expect((await platformGot()).map((s) => s.name)).toEqual([template.name]);
    // Section 3.2: a template in review may come back from the platform as 502; the others send.
    if (status !== 'SUBMITTED' && status !== 'DRAFT') return expectSent(response);
    if (response.status !== 200) expectError(response, 502, 'send_failed');
  });
}

// Section 4.1: "fewer body or header parameters than placeholders"
check({ id: 'too-few-body-values-is-400', section: '4.1', title: 'fewer body values than numbered placeholders is 400 invalid_template, nothing sent', asserts: { '2.4-body-parameters': [], '2.5-body-values': ['numbered-too-few-400'], '4.1-prechecks-send-nothing': ['template-refusal-sends-nothing'], '4.1-too-few-values-400': ['body-one-short'], '7-invalid-template-400': ['parameters-mismatch'] } }, async () => {
  await refusedLocally(await send('payment_reminder', 'en_US', [bodyWith(textValue('$12'))]), 400, 'invalid_template');
});

check({ id: 'no-body-values-is-400', section: '4.1', title: 'no body values for a template with a placeholder is 400 invalid_template, nothing sent', asserts: { '2.5-body-values': ['numbered-none-400'], '4.1-too-few-values-400': ['body-none'] } }, async () => {
  await refusedLocally(await send('order_cancelled', 'en_US'), 400, 'invalid_template');
});

// Section 2.4: "A text header with its own placeholder is counted separately from the body."
check({ id: 'text-header-value-counted-apart', section: '2.4', title: 'a text header placeholder needs its own header value; body values do not fill it', asserts: { '2.4-header-parameters': ['text-header-value'], '2.4-header-counted-apart': ['body-values-do-not-fill-header'], '4.1-too-few-values-400': ['header-none'] } }, async () => {
  const body = (n: number) => bodyWith(...Array.from({ length: n }, (_, i) => textValue(`v${i + 1}`)));
  await refusedLocally(await send('delivery_window', 'en_US', [body(3)]), 400, 'invalid_template');
  await refusedLocally(await send('delivery_window', 'en_US', [body(4)]), 400, 'invalid_template');
  expectSent(await send('delivery_window', 'en_US', [headerWith(textValue('Monday')), body(3)]));
});

// Section 2.4, named placeholders; decision A27 lists the single-fault cases asserted here.
const allNames = [namedValue('store_name', 'Fixture Shop'), namedValue('first_name', 'Ada'), namedValue('discount', '10%')];
const namedCases: [string, string, SendComponent[]][] = [
  ['named-missing-name-is-400', 'a named template missing one name', [bodyWith(namedValue('first_name', 'Ada'), namedValue('discount', '10%'))]],
  ['named-extra-name-is-400', 'a named template given a name it does not have', [bodyWith(...allNames, namedValue('nickname', 'A'))]],
  ['named-misspelt-name-is-400', 'a named template given a misspelt name', [bodyWith(namedValue('store_name', 'S'), namedValue('firstname', 'Ada'), namedValue('discount', '10%'))]],
  ['named-value-without-name-is-400', 'a named template given a value without parameter_name', [bodyWith(namedValue('store_name', 'S'), textValue('Ada'), namedValue('discount', '10%'))]],
];
const namedClaims: Record<string, Record<string, string[]>> = {
  'named-missing-name-is-400': { '2.4-named-every-name': ['missing-name-400'], '2.5-body-values': ['named-missing-400'], '4.1-parameter-names-400': ['name-missing'], '7-invalid-template-400': ['parameters-mismatch'] },
  'named-extra-name-is-400': { '2.4-named-every-name': ['extra-name-400'], '4.1-parameter-names-400': ['name-extra'] },
  'named-misspelt-name-is-400': { '2.4-named-every-name': ['misspelt-name-400'], '4.1-parameter-names-400': ['name-misspelt'] },
  'named-value-without-name-is-400': { '2.4-one-style': ['named-needs-name'], '2.4-named-every-name': ['value-without-name-400'], '4.1-parameter-names-400': ['value-without-name'] },
};
for (const [id, what, components] of namedCases) {
  check({ id, section: '2.4', title: `${what} is 400 invalid_template, nothing sent`, decisions: ['A27'], asserts: namedClaims[id] }, async () => {
    await refusedLocally(await send('welcome_offer', 'en_US', components), 400, 'invalid_template');
  });
}

check({ id: 'named-values-in-any-order-send', section: '2.4', title: 'a named template with every name, in any order, is sent', asserts: { '2.4-body-parameters': ['named-values-sent'], '2.4-named-every-name': ['every-name-any-order-sent'], '2.5-body-values': ['named-any-order-sent'] } }, async () => {
  expectSent(await send('welcome_offer', 'en_US', [bodyWith(...allNames)]));
});

check({ id: 'numbered-refuses-parameter-name', section: '2.4', title: 'parameter_name on a numbered template is 400 invalid_template, nothing sent', decisions: ['A27'], asserts: { '2.4-one-style': ['numbered-refuses-name'], '2.4-numbered-refuses-names': ['parameter-name-on-numbered-400'], '4.1-parameter-names-400': ['name-on-numbered'] } }, async () => {
  await refusedLocally(await send('payment_reminder', 'en_US', [bodyWith(namedValue('amount', '$12'), namedValue('due', 'Friday'))]), 400, 'invalid_template');
});

// Section 4.1: "media or location header left out or of the wrong media type"
const headerTemplates: [string, HeaderKind, HeaderKind, SendComponent[]][] = [
  ['new_collection', 'image', 'video', [bodyWith(textValue('autumn'))]],
  ['setup_guide', 'video', 'image', []],
  ['invoice_ready', 'document', 'image', [two]],
  ['store_opening', 'location', 'document', []],
];
for (const [name, kind, wrong, body] of headerTemplates) {
  check({
    id: `${name.replace(/_/g, '-')}-header-required`,
    section: '4.1',
    title: `a ${kind} header left out, or given as ${wrong}, is 400 invalid_template; given as ${kind} it is sent`,
    asserts: {
      '2.5-media-or-location-header-required': [`${kind}-header-left-out-400`],
      '4.1-header-missing-or-wrong-400': ['header-missing', `${kind}-header-as-${wrong}`],
      '2.4-lower-case-types': ['lower-case-header-sent'],
      ...(kind === 'location' ? {} : { '2.4-header-parameters': [`${kind}-header-link`], '2.4-media-header-by-link': [`${kind}-by-link-sent`] }),
    },
  }, async () => {
    await refusedLocally(await send(name, 'en_US', body), 400, 'invalid_template');
    await refusedLocally(await send(name, 'en_US', [headerWith(headerValueOf(wrong)), ...body]), 400, 'invalid_template');
    expectSent(await send(name, 'en_US', [headerWith(headerValueOf(kind)), ...body]));
  });
}

// Section 2.4: "The service's check also accepts an upstream media id in place of link".
check({ id: 'header-media-id-in-place-of-link', section: '2.4', title: 'an image header given by media id instead of link is sent, with the id', asserts: { '2.4-media-header-id': ['media-id-sent'] } }, async () => {
  expectSent(await send('new_collection', 'en_US', [headerWith(mediaValue('image', { id: '4490012345' })), bodyWith(textValue('autumn'))]));
  expect(JSON.stringify((await platformGot())[0]?.components)).toContain('4490012345');
});

// Section 2.4: "Button parameters are not validated by the service; a wrong one returns 502".
check({ id: 'dynamic-url-button-value-sent', section: '2.4', title: 'a URL button value at its position is sent to the platform', asserts: { '2.4-button-component': ['url-button-value-sent'], '2.5-dynamic-url-button': ['url-value-at-position-sent'], '2.4-lower-case-types': ['lower-case-body-and-button-sent'] } }, async () => {
  expectSent(await send('order_update', 'en_US', [two, urlButton(0, 'A-1001')]));
  expect(JSON.stringify((await platformGot())[0]?.components)).toContain('A-1001');
});

const buttonFaults: [string, string, string, SendComponent[]][] = [
  ['missing-url-button-value-is-502', 'a dynamic URL button without its value', 'order_update', [two]],
  ['value-on-static-button-is-502', 'a value for a static URL button', 'help_options', [urlButton(0, 'x')]],
  // The contract gives a button value only the url and quick_reply sub-types: a value addressed to
  // the phone-number button's position is the one way to hand it a parameter.
  ['value-on-phone-number-button-is-502', 'a value for a phone-number button', 'help_options', [urlButton(1, '12025550100')]],
  ['button-value-beyond-last-is-502', 'a value for a button the template does not have', 'appointment_reminder', [two, quickReplyButton(5, 'later')]],
];
const buttonFaultClaims: Record<string, Record<string, string[]>> = {
  'missing-url-button-value-is-502': { '2.4-button-parameters-unchecked': ['missing-url-value-502'] },
  'value-on-static-button-is-502': { '2.4-button-parameters-unchecked': ['static-button-value-502'], '2.4-static-buttons-take-nothing': ['static-url-value-502'] },
  'value-on-phone-number-button-is-502': { '2.4-button-parameters-unchecked': ['static-button-value-502'], '2.4-static-buttons-take-nothing': ['phone-number-value-502'] },
  'button-value-beyond-last-is-502': { '2.4-button-parameters-unchecked': ['value-beyond-last-button-502'] },
};
for (const [id, what, name, components] of buttonFaults) {
  check({ id, section: '2.4', title: `${what} goes to the platform, whose refusal is 502 send_failed`, asserts: { '4.1-rest-left-to-platform': ['button-value-502'], ...buttonFaultClaims[id] } }, async () => {
    await leftToPlatform(await send(name, 'en_US', components), name);
  });
}

check({ id: 'quick-reply-payloads-sent', section: '2.4', title: 'quick-reply payloads at their positions are sent', asserts: { '2.4-button-component': ['quick-reply-payload-sent'], '2.5-quick-reply-payload': ['payload-at-position-sent'] } }, async () => {
  expectSent(await send('appointment_reminder', 'en_US', [two, quickReplyButton(0, 'confirm-1001'), quickReplyButton(1, 'move-1001')]));
});

// Section 4.1, closing sentence: extra parameters are the platform's to check.
const extras: [string, string, SendComponent[]][] = [
  ['thank_you', 'a value for a template without placeholders', [bodyWith(textValue('surplus'))]],
  ['order_cancelled', 'more body values than placeholders', [bodyWith(textValue('A-1001'), textValue('surplus'))]],
];
for (const [name, what, components] of extras) {
  check({ id: `surplus-values-${name.replace(/_/g, '-')}-is-502`, section: '4.1', title: `${what} goes to the platform, whose refusal is 502 send_failed`, asserts: { '4.1-rest-left-to-platform': ['surplus-values-502'] } }, async () => {
    await leftToPlatform(await send(name, 'en_US', components), name);
  });
}

// Section 2.2: the record of a template send.
check({ id: 'template-send-record', section: '2.2', title: 'a template send answers SENT, [template:<name>], its name, source HUMAN and the platform’s message id', decisions: ['A33'], asserts: { '2.2-direction-outbound': ['outbound-on-send'], '2.2-content-template': ['content-template-name'], '2.2-source': ['source-is-string', 'template-source-human'], '2.2-wa-message-id': ['wa-message-id-is-platform-id'], '2.2-template-name': ['template-name-on-record'], '3.1-accepted-send-is-sent': ['template-send-200-sent'] } }, async (context) => {
  const response = await send('thank_you', 'en_US');
  expectSent(response);
  const [entry] = await run().upstream.sends();
  const platformId = (entry?.response?.body as { messages?: { id?: string }[] } | undefined)?.messages?.[0]?.id;
  expect(response.json).toMatchObject({ status: 'SENT', content: '[template:thank_you]', template_name: 'thank_you', source: 'HUMAN', wa_message_id: platformId, direction: 'OUTBOUND' });
  const warnings = new Warnings();
  const type = (response.json as { message_type?: unknown }).message_type;
  if (type !== 'template') warnings.add(`message_type is ${JSON.stringify(type)}, not "template"`);
  await warnings.report(context);
});
