// Section 3.3, model-based: the second half of the runs of idempotency-model.check.ts (the same
// commands, model and seed; the cases that follow the first half's). A file of its own so that
// the two halves of the property run side by side on the two workers.
import { check } from '../support/checks/check.ts';
import { followsStateTable } from '../support/idempotency-model/state-table-property.ts';
import { useRun } from '../support/run/harness-run.ts';

const run = useRun();

// Section 3.3 (with 7's recovery note and 8's retention)
check(
  {
    id: 'idempotency-follows-state-table-second-half',
    section: '3.3',
    title: 'the second half of the generated sequences of keyed sends, changed bodies, failures, concurrent requests and clock moves follows the key state table',
    decisions: ['A5', 'A6', 'A7', 'A8', 'A10', 'A57', 'A65'],
    asserts: { '3.3-first-request': ['first-request-sent-once'], '3.3-in-flight-409': ['in-flight-same-body-409'], '3.3-success-kept-24h': [], '3.3-replay': ['replay-same-answer', 'nothing-sent-upstream'], '3.3-other-body-422': ['other-body-422'], '3.3-failure-releases-key': [] },
  },
  (context) => followsStateTable(run, context, 1),
);
