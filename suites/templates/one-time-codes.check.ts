// Sections 4.1 and 2.2: one-time codes through the AUTHENTICATION template `otp_login`. A code
// inside the rule is sent once in the body and once on the copy-code button, and the record
// says only "Verification code sent"; a code outside it is 422 invalid_one_time_code with
// nothing sent. The code never comes back in any answer, replays and error messages included.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf, expectError, expectSent } from '../support/assertions/error-answer.ts';
import { expectNoLeak } from '../support/assertions/no-leak.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { acceptableCode, isDistinctive } from '../support/generators/one-time-codes/acceptable-code.ts';
import { faultyCode } from '../support/generators/one-time-codes/faulty-code.ts';
import { masked, maskedCodes } from '../support/generators/one-time-codes/masked-code.ts';
import type { JournalEntry } from '../support/run/upstream-view.ts';
import { useRun } from '../support/run/harness-run.ts';
import { recipientSeries } from '../support/run/recipients.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { bodyWith, headerWith, templateSend, textValue, urlButton, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { withThroughput } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
// Hundreds of sends in one virtual second: the platform mock's throughput must not refuse them.
const world = withThroughput(bundledWorld('default'), 5_000);
const cast = castOf(world);
const otpTemplate = world.business_accounts.find((a) => a.id === cast.main.businessAccountId)?.templates.find((t) => t.name === 'otp_login');
const copyCodeIndex = otpTemplate?.components.flatMap((c) => (c.type === 'BUTTONS' ? c.buttons : [])).findIndex((b) => 'otp_type' in b) ?? -1;

function otpTo(to: string, components: SendComponent[]) {
  return templateSend(to, 'otp_login', 'en_US', components);
}

interface SentComponent {
  type?: string;
  index?: unknown;
  parameters?: Record<string, unknown>[];
}

/** The components of the one template send the platform received. */
function componentsOf(entry: JournalEntry | undefined): SentComponent[] {
  return (entry?.body as { template?: { components?: SentComponent[] } } | undefined)?.template?.components ?? [];
}

/** The code as the platform got it: the body's values, and every value on the copy-code button. */
function codeAtPlatform(components: SentComponent[]): { body: unknown[]; button: unknown[] } {
  const body = components.filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => p.text));
  const button = components.filter((c) => c.type === 'button' && String(c.index) === String(copyCodeIndex)).flatMap((c) => (c.parameters ?? []).flatMap((p) => Object.values(p)));
  return { body, button };
}

// Section 4.1 (code rule) and 2.2 (record of a one-time-code send)
check(
  {
    id: 'otp-codes-within-rules-are-sent',
    section: '4.1',
    title: 'a code inside the rule is sent once in the body and on the copy-code button; the record says Verification code sent, redacted, SENT',
    decisions: ['A1', 'A28', 'A32'],
    asserts: { '2.2-content-one-time-code': ['content-verification-code-sent'], '2.2-redacted': ['redacted-true-for-code'], '2.2-code-never-shown': ['not-in-send-answer', 'not-in-replay'], '2.4-one-time-code-once': ['code-once-in-body', 'code-on-copy-button'], '3.1-accepted-send-is-sent': ['one-time-code-send-200-sent'], '4.1-code-string-1-15': [], '4.1-code-characters': [], '4.1-copy-code-only': ['copy-code-button-filled'] },
  },
  async (context) => {
    if (copyCodeIndex < 0) throw new Error('otp_login in the default world has no copy-code button');
    const { api, upstream } = run();
    await run().provision(world);
    const tally = new SendTally(upstream);
    const recipient = recipientSeries(31);
    const warnings = new Warnings();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(maskedCodes(acceptableCode), async ({ code }) => {
        const request = { token: cast.main.token, body: otpTo(recipient(), [bodyWith(textValue(code))]), idempotencyKey: `otp-within-${(runs += 1)}` };
        const response = await api.sendMessage(request);
        expectSent(response);
        expect(response.json).toMatchObject({ content: 'Verification code sent', redacted: true, status: 'SENT' });
        const record = response.json as Record<string, unknown>;
        if (record.message_type !== 'template') warnings.add(`message_type is ${JSON.stringify(record.message_type)}, not "template" (A32)`);
        if (record.template_name !== 'otp_login') warnings.add(`template_name is ${JSON.stringify(record.template_name)}, not "otp_login" (A32)`);
        if (record.source !== 'HUMAN') warnings.add(`source is ${JSON.stringify(record.source)}, not "HUMAN" (A32)`);
        const sent = await tally.fresh();
        expect(sent).toHaveLength(1);
        const atPlatform = codeAtPlatform(componentsOf(sent[0]));
        expect(atPlatform.body).toEqual([code]);
        expect(atPlatform.button).toContain(code);
        // Only a distinctive code can be looked for; a replay returns the stored answer, which
        // must not carry the code either.
        if (!isDistinctive(code)) return;
        const replay = await api.sendMessage(request);
        expect(replay.status).toBe(200);
        for (const answer of [response, replay]) expectNoLeak(answer, code);
      }),
    );
    await warnings.report(context);
  },
);

check(
  {
    id: 'otp-codes-outside-rules-are-422',
    section: '4.1',
    title: 'a code with a space at an end, a new line, a tab, a link, 😀, or outside 1 to 15 characters is 422 invalid_one_time_code, nothing sent, code not shown',
    decisions: ['A1', 'A7', 'A28'],
    asserts: { '2.2-code-never-shown': ['not-in-error'], '3.3-failure-releases-key': ['retry-after-422'], '4.1-prechecks-send-nothing': ['code-refusal-sends-nothing'], '4.1-invalid-code-422': ['invalid-string-code'], '4.1-code-string-1-15': ['empty-422'], '4.1-code-characters': ['link-422', 'emoji-422', 'new-line-422', 'tab-422', 'leading-space-422', 'trailing-space-422'], '7-invalid-one-time-code-422': ['invalid-code'] },
  },
  async () => {
    const { api, upstream } = run();
    await run().provision(world);
    const tally = new SendTally(upstream);
    const recipient = recipientSeries(32);
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(faultyCode.map((faulty) => masked(faulty, `, ${faulty.fault}`)), async ({ code, evidence }) => {
        const request = { token: cast.main.token, body: otpTo(recipient(), [bodyWith(textValue(code))]), idempotencyKey: `otp-outside-${(runs += 1)}` };
        const first = await api.sendMessage(request);
        // The refusal released the key (A7): the same request is judged again, not replayed.
        const again = await api.sendMessage(request);
        for (const answer of [first, again]) {
          expectError(answer, 422, 'invalid_one_time_code');
          expect(answer.headers['idempotency-replayed']).not.toBe('true');
          if (evidence !== undefined) expectNoLeak(answer, evidence);
        }
        expect(await tally.fresh()).toEqual([]);
      }),
    );
  },
);

// Section 8: "one-time code: string of 1 to 15 characters" (A1: ASCII at the edges).
check({ id: 'otp-code-length-edges', section: '4.1', title: 'codes of 1 and 15 characters are sent; 0 and 16 are 422 invalid_one_time_code', decisions: ['A1'], asserts: { '4.1-invalid-code-422': ['invalid-string-code'], '4.1-code-string-1-15': ['at-limit', 'one-past-limit', 'one-char-sent', 'empty-422'], '7-invalid-one-time-code-422': ['invalid-code'] } }, async () => {
  const { api, upstream } = run();
  await run().provision(world);
  const recipient = recipientSeries(33);
  const answer = async (code: string) => api.sendMessage({ token: cast.main.token, body: otpTo(recipient(), [bodyWith(textValue(code))]) });
  expectSent(await answer('7'));
  expectSent(await answer('K7m2P9x4Q1w8Z3r'));
  expect(await upstream.sends()).toHaveLength(2);
  expectError(await answer(''), 422, 'invalid_one_time_code');
  expectError(await answer('K7m2P9x4Q1w8Z3rT'), 422, 'invalid_one_time_code');
  expect(await upstream.sends()).toHaveLength(2);
});

// Decision A1: a code's length is counted in characters; 15 precomposed é (30 UTF-8 bytes) is within it.
check({ id: 'otp-code-length-counts-characters', section: '4.1', title: 'a code of 15 "é" is within the limit and is sent', decisions: ['A1'], asserts: { '4.1-code-string-1-15': ['counts-characters-not-bytes'] } }, async () => {
  const { api, upstream } = run();
  await run().provision(world);
  expectSent(await api.sendMessage({ token: cast.main.token, body: otpTo(cast.customers.inWindow, [bodyWith(textValue('\u00e9'.repeat(15)))]) }));
  expect(await upstream.sends()).toHaveLength(1);
});

// Section 4.1: "the code is a JSON string"; decision A29 accepts either 422 code for other types.
// Every JSON type that is not a string is tried, those a reader might take for "no code" or for
// its one element (null, an array) among them.
check({ id: 'otp-code-not-a-string', section: '4.1', title: 'a code that is a number, null, an array holding a code, an object or a boolean, not a string, is 422 and nothing is sent', decisions: ['A29'], asserts: { '4.1-invalid-code-422': ['code-not-a-string'], '4.1-code-string-1-15': ['not-a-string-422'] } }, async () => {
  const { api, upstream } = run();
  await run().provision(world);
  const values: [string, unknown][] = [
    ['a number', 482913],
    ['null', null],
    ['an array holding a code', ['482913']],
    ['an object', { code: '482913' }],
    ['a boolean', true],
  ];
  for (const [what, text] of values) {
    const body = otpTo(cast.customers.inWindow, [{ type: 'body', parameters: [{ type: 'text', text }] } as unknown as SendComponent]);
    const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
    expect(response.status, what).toBe(422);
    expect(['invalid_one_time_code', 'validation_error'], what).toContain(codeOf(response));
  }
  expect(await upstream.sends()).toEqual([]);
});

// Section 2.2 with decision A30: other send shapes have no required status, but never show the code.
const shapes: [string, (code: string) => SendComponent[]][] = [
  ['the code twice in the body', (code) => [bodyWith(textValue(code), textValue(code))]],
  ['the code on a caller button as well', (code) => [bodyWith(textValue(code)), urlButton(Math.max(copyCodeIndex, 0), code)]],
  ['the code in a header only', (code) => [headerWith(textValue(code))]],
];
check({ id: 'otp-other-shapes-never-show-code', section: '2.2', title: 'sends of other shapes never show the code, whatever their answer', decisions: ['A30'], asserts: { '2.2-code-never-shown': ['not-in-send-answer', 'not-in-error'] } }, async () => {
  const { api } = run();
  await run().provision(world);
  const recipient = recipientSeries(34);
  for (const [what, components] of shapes) {
    const code = `Zq8${what.length}Xw4Kp`;
    const response = await api.sendMessage({ token: cast.main.token, body: otpTo(recipient(), components(code)) });
    expectNoLeak(response, code, `with ${what}, the code`);
  }
});
