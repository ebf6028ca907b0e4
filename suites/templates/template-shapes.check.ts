// Section 2.4 (with 3.2 and 4.1): generated templates of every shape, some with a local copy
// on the gateway and some only on the platform, and generated sends for them, correct or with
// one thing wrong. The verdict comes from the spec (suites/support/spec/template-send-verdict):
// refused before the platform with 400 invalid_template, refused by the platform (502), or sent.
import fc from 'fast-check';
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { templateCase } from '../support/generators/templates/template-case.ts';
import { templatePool } from '../support/generators/templates/template-pool.ts';
import { recipientSeries } from '../support/run/recipients.ts';
import { useRun } from '../support/run/harness-run.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { templateSend } from '../support/spec/template-components.ts';
import { templateSendVerdict } from '../support/spec/template-send-verdict.ts';
import { castOf } from '../support/world/cast.ts';
import { withTemplates, withThroughput } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const defaultWorld = bundledWorld('default');
// One world holds the whole pool, so the property provisions once, not once per run.
const pool = templatePool(48, fc.readConfigureGlobal().seed ?? 1);
const world = withThroughput(withTemplates(defaultWorld, castOf(defaultWorld).main.businessAccountId, pool), 5_000);

// Section 2.4
check(
  {
    id: 'template-shapes-follow-the-spec',
    section: '2.4',
    title: 'any template shape: values that miss it are refused before the platform, button and surplus values are the platform’s to refuse, the rest is sent',
    decisions: ['A13', 'A22', 'A27'],
    asserts: {
      '2.4-body-parameters': ['numbered-text-values-sent', 'named-values-sent'],
      '2.4-named-every-name': ['missing-name-400', 'value-without-name-400'],
      '2.4-numbered-refuses-names': ['parameter-name-on-numbered-400'],
      '2.4-header-counted-apart': ['body-values-do-not-fill-header'],
      '2.4-button-parameters-unchecked': ['missing-url-value-502', 'value-beyond-last-button-502'],
      '2.5-media-or-location-header-required': ['image-header-left-out-400', 'document-header-left-out-400', 'location-header-left-out-400'],
      '2.5-body-values': ['numbered-too-few-400', 'named-missing-400', 'named-any-order-sent'],
      '3.2-submitted-draft': ['in-review-refusal-502'],
      '4.1-wrong-language-400': ['language-missing-400'],
      '4.1-parameter-names-400': ['name-missing', 'value-without-name', 'name-on-numbered'],
      '4.1-header-missing-or-wrong-400': ['header-missing', 'location-header-as-document'],
      '4.1-rest-left-to-platform': ['surplus-values-502', 'button-value-502'],
      '7-invalid-template-400': ['wrong-language', 'unsendable-status', 'parameters-mismatch'],
    },
  },
  async () => {
    const { api, upstream } = run();
    await run().provision(world);
    const cast = castOf(world);
    const tally = new SendTally(upstream);
    const recipient = recipientSeries(21);
    await fc.assert(
      fc.asyncProperty(templateCase(pool), async ({ template, send }) => {
        const verdict = templateSendVerdict(template, send);
        if (verdict.kind === 'open') throw new Error(`the generator produced a case the spec does not judge: ${verdict.reason}`);
        const response = await api.sendMessage({ token: cast.main.token, body: templateSend(recipient(), template.name, send.language, send.components) });
        const sent = await tally.fresh();
        const answer = { status: response.status, code: (response.json as { code?: string }).code, upstreamSends: sent.length };
        if (verdict.kind === 'refused') expect(answer, verdict.reason).toEqual({ status: 400, code: 'invalid_template', upstreamSends: 0 });
        if (verdict.kind === 'platform') expect(answer, verdict.reason).toEqual({ status: 502, code: 'send_failed', upstreamSends: 1 });
        if (verdict.kind === 'accepted') {
          expect(answer).toEqual({ status: 200, code: undefined, upstreamSends: 1 });
          expect((sent[0]?.body as { template?: { name?: string } } | undefined)?.template?.name).toBe(template.name);
        }
      }),
    );
  },
);
