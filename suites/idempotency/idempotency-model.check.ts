// Section 3.3, model-based: generated sequences of keyed sends, body changes, platform refusals
// and outages, local refusals, concurrent requests and clock advances, run against the target
// and a model of the state table. Each command checks the answer, the Idempotency-Replayed
// header and what reached the platform (suites/support/idempotency-model/).
import fc from 'fast-check';
import { check } from '../support/checks/check.ts';
import { keyCommands } from '../support/idempotency-model/key-commands.ts';
import type { KeyModel, KeyReal } from '../support/idempotency-model/key-model.ts';
import { useRun } from '../support/run/harness-run.ts';
import { recipientSeries } from '../support/run/recipients.ts';
import { SendTally } from '../support/run/send-tally.ts';
import { bodyWith, templateSend, textValue } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';
import { withThroughput } from '../support/world/world-variants.ts';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';

const run = useRun();
// Runs share one provisioned target: the platform mock must take every send in one virtual second.
const world = withThroughput(bundledWorld('default'), 5_000);

// Section 3.3 (with 7's recovery note and 8's retention)
check(
  {
    id: 'idempotency-follows-state-table',
    section: '3.3',
    title: 'any sequence of keyed sends, changed bodies, failures, concurrent requests and clock moves follows the key state table',
    decisions: ['A5', 'A6', 'A7', 'A8', 'A10', 'A57', 'A65'],
    asserts: { '3.3-first-request': ['first-request-sent-once'], '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-success-kept-24h': [], '3.3-replay': ['replay-same-answer', 'nothing-sent-upstream'], '3.3-other-body-422': ['other-body-422'], '3.3-failure-releases-key': [] },
  },
  async (context) => {
    const { api, upstream } = run();
    await run().provision(world);
    const clock = run().offers('clock');
    if (!clock) await context.annotate('clock advances not run: capability clock not offered', 'warning');
    const cast = castOf(world);
    const numbers = [cast.main, cast.noTakeover];
    const tally = new SendTally(upstream);
    const recipient = recipientSeries(41);
    let runs = 0;
    // Each run has its own keys and customers, so runs need no provisioning of their own; a
    // failed run may leave a fault planted, so the next one starts from a provisioned world.
    let clean = true;
    await fc.assert(
      fc.asyncProperty(fc.commands(keyCommands(), { maxCommands: 5 }), async (commands) => {
        if (!clean) await run().provision(world);
        clean = false;
        const ns = `model-${(runs += 1)}`;
        const [first, second] = [recipient(), recipient()];
        const bodies = [templateSend(first, 'thank_you', 'en_US'), templateSend(second, 'thank_you', 'en_US'), templateSend(first, 'order_cancelled', 'en_US', [bodyWith(textValue(ns))])];
        const refused = templateSend(first, 'no_such_template', 'en_US');
        const real: KeyReal = {
          phoneNumberId: (n) => numbers[n]!.id,
          send: (n, k, b) => api.sendMessage({ token: numbers[n]!.token, body: b === 'refused' ? refused : bodies[b]!, idempotencyKey: `${ns}-key-${k}` }),
          fresh: () => tally.fresh(),
          addFault: (rule) => upstream.addFault(rule),
          advance: (seconds) => run().advance(seconds),
        };
        await fc.asyncModelRun(() => ({ model: { now: 0, stored: new Map(), clock } satisfies KeyModel, real }), commands);
        clean = true;
      }),
    );
  },
);
