import { describe, expect, it } from 'vitest';
import type { SuiteRun } from '../check-outcome.ts';
import { summarise } from '../summary.ts';
import { refusedUpstreamLine } from './refused-upstream.ts';
import { reportDocument } from './report-document.ts';
import { sampleContext } from './sample-run.ts';

describe('what the platform mock refused', () => {
  it('names a doubled version and what to change', () => {
    expect(refusedUpstreamLine(['POST /v23.0/v23.0/106540352242922/messages'])).toBe(
      "the platform mock refused POST /v23.0/v23.0/106540352242922/messages (404, no such path): the version appears twice. UPSTREAM_BASE_URL and the control plane's upstream.base_url already end with /v23.0; the build must append only the operation path (/{phone_number_id}/messages, /{waba_id}/message_templates)",
    );
  });

  it('names other unserved paths without guessing a cause', () => {
    expect(refusedUpstreamLine(['GET /messages', 'POST /a', 'POST /b', 'POST /c'])).toBe('the platform mock refused GET /messages, POST /a, POST /b and 1 more (404, no such path): the build calls the platform at paths it does not serve');
    expect(refusedUpstreamLine([])).toBeUndefined();
  });

  it('is a fact of each failure it happened in and one line of the summary', () => {
    const run: SuiteRun = {
      outcomes: [{ id: 'text-send-accepted', section: '2.1', title: 'a text is sent', file: 'suites/send/message-record.check.ts', state: 'failed', failure: { message: 'expected 502 to be 200', expected: '200', actual: '502', refusedUpstream: ['POST /v23.0/v23.0/1065/messages'] } }],
      errors: [],
    };
    const document = reportDocument(run, sampleContext());
    expect(document.checks[0]?.failure?.facts).toEqual([{ label: 'platform mock', value: expect.stringContaining('the version appears twice') }]);
    expect(document.refusedUpstream).toContain('POST /v23.0/v23.0/1065/messages');
    expect(summarise(run, sampleContext())).toContain('\nupstream address: the platform mock refused POST /v23.0/v23.0/1065/messages (404, no such path): the version appears twice.');
  });
});
