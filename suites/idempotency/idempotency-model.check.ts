// Section 3.3, model-based: generated sequences of keyed sends, body changes, platform refusals
// and outages, local refusals, concurrent requests and clock advances, run against the target
// and a model of the state table. Each command checks the answer, the Idempotency-Replayed
// header and what reached the platform (suites/support/idempotency-model/). The property's runs
// are shared with idempotency-model-second-half.check.ts, so the two halves run side by side; this file
// runs the first half of the cases.
import { check } from '../support/checks/check.ts';
import { followsStateTable } from '../support/idempotency-model/state-table-property.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();

// Section 3.3 (with 7's recovery note and 8's retention)
check(
  {
    id: 'idempotency-follows-state-table',
    section: '3.3',
    title: 'any sequence of keyed sends, changed bodies, failures, concurrent requests and clock moves follows the key state table',
    decisions: ['A5', 'A6', 'A7', 'A8', 'A10', 'A57', 'A65'],
    asserts: { '3.3-first-request': ['first-request-sent-once'], '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-success-kept-24h': [], '3.3-replay': ['replay-same-answer', 'nothing-sent-upstream'], '3.3-other-body-422': ['other-body-422'], '3.3-failure-releases-key': [] },
  },
  (context) => followsStateTable(run, context, 0),
);
