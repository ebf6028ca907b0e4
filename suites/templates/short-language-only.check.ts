// Section 2.1: "The language must equal an approved language code exactly: `en` and `en_US` are
// different, and neither stands in for the other." The default world already asks `en` where only
// `en_US` exists (template-send.check.ts); here the long code is asked where only the short one
// is approved, with a local copy and without one. Section 4.1: the template exists but not in
// that language, so 400 invalid_template whose message lists the available language; nothing
// is sent.
import { expect } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { templateSend } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { withTemplates, type WorldTemplate } from '../support/world/world-variants.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
const cast = castOf(defaultWorld);

function shortOnly(id: string, name: string, localCopy: boolean): WorldTemplate {
  const at = '2026-10-10T11:00:00Z';
  return { id, name, language: 'en', category: 'UTILITY', parameter_format: 'POSITIONAL', status: 'APPROVED', quality_score: 'GREEN', created_at: at, approved_at: at, status_changed_at: at, local_copy: localCopy, components: [{ type: 'BODY', text: 'Your pickup point is open until six.' }] };
}

const world = withTemplates(defaultWorld, cast.main.businessAccountId, [shortOnly('319900000000001', 'pickup_open', true), shortOnly('319900000000002', 'pickup_open_remote', false)]);

const namesEn = (message: string) => /(^|[^A-Za-z_])en([^A-Za-z_]|$)/.test(message);

check({ id: 'long-language-for-short-only-is-400', section: '2.1', title: 'en_US asked of a template approved only in en (with or without a local copy) is 400 invalid_template naming en, nothing sent', decisions: ['A22'], asserts: { '2.1-template-language-exact': ['language-long-for-short-400'] } }, async () => {
  await run().provision(world);
  const { api, upstream } = run();
  for (const name of ['pickup_open', 'pickup_open_remote']) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US') });
    expectError(response, 400, 'invalid_template');
    const message = String((response.json as { message?: unknown }).message);
    expect(namesEn(message), `${name}: message ${JSON.stringify(message)} names en`).toBe(true);
    expect(upstream.sendsSince(mark), `${name}: nothing sent`).toHaveLength(0);
  }
});
