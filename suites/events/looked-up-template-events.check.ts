// Sections 3.2 and 6: a template a send found on the platform (it had no local copy) is a template
// of the account like any other; when its review state changes, `template.status` carries its
// id, the new status and its quality score as the platform rates it, looked for anywhere in the
// body (decision A54). The platform's status notice carries no quality: a gateway knows it from
// what its look-up found, or by asking again.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { holdsValue } from '../support/assertions/json-search.ts';
import { expectSent } from '../support/assertions/error-answer.ts';
import { bodyJson, deliveriesOf } from '../support/receiver/delivery-search.ts';
import { provisionWithReceiver, useReceiver } from '../support/receiver/receiver-run.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { approvedTemplate } from '../support/world/approved-template.ts';
import { withTemplates } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
const receiver = useReceiver();

const base = bundledWorld('default');
// Only on the platform, rated YELLOW there.
const lookedUpId = '310000000000914';
const world = withTemplates(base, castOf(base).main.businessAccountId, [
  approvedTemplate({ id: lookedUpId, name: 'back_in_stock_soon', category: 'MARKETING', quality_score: 'YELLOW', created_at: '2026-10-02T09:00:00Z', components: [{ type: 'BODY', text: '{{1}} is coming back soon.' }] }),
]);

check(
  {
    id: 'looked-up-template-change-carries-quality',
    section: '6',
    title: 'a template found by a send and then paused on the platform leads to template.status with its id, PAUSED and its quality',
    decisions: ['A54'],
    needs: ['loopback_subscriptions'],
    asserts: { '6-template-status-payload': ['looked-up-template-quality'] },
  },
  async (context) => {
    await provisionWithReceiver(context, run(), receiver(), { world });
    const cast = castOf(world);
    expectSent(await run().api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, 'back_in_stock_soon', 'en_US', [bodyWith(textValue('Kettle'))]) }));
    await run().upstream.changeTemplateStatus(lookedUpId, { event: 'PAUSED', reason: 'Paused after negative feedback' });
    const delivery = await receiver().waitFor((all) => deliveriesOf(all, 'template.status', lookedUpId).find((d) => holdsValue(bodyJson(d), 'PAUSED')));
    expect(delivery, 'a template.status delivery holding the template id and PAUSED').toBeDefined();
    expect(holdsValue(bodyJson(delivery!), 'YELLOW'), 'the quality score').toBe(true);
  },
);
