// Failures as typed results: each report format and the terminal show what kind of failure it
// is, why, what was sent, what came back and what is documented; a signature failure shows the
// verifier's reason, the delivery's headers, the body's first bytes and the HMAC recipe, never
// the secret. Checks of the bundled contract are counted apart from the target's.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { preconditionFailure } from '../../../suites/support/checks/precondition.ts';
import { signatureFailure } from '../../../suites/support/signatures/signature-failure.ts';
import { deliveryMac } from '../../../suites/support/signatures/verify-delivery.ts';
import type { CheckOutcome, SuiteRun } from '../check-outcome.ts';
import { summarise } from '../summary.ts';
import { failureFromError } from './failure-from-error.ts';
import { htmlReport } from './html-report.ts';
import { junitXml } from './junit-xml.ts';
import { reportDocument } from './report-document.ts';
import { sampleContext } from './sample-run.ts';

const secret = 'fixture-signing-secret-9f2c';
const body = Buffer.from('{"event":"message.sent","data":{"id":"msg_1"}}');
// Signed without the timestamp, as a faulty build does.
const signature = `sha256=${deliveryMac(Buffer.from(secret), '', body).toString('hex')}`;
const thrown = signatureFailure({ label: 'delivery 1 (message.sent)', headers: { 'x-service-timestamp': '1793523600', 'x-service-signature': signature, 'x-service-event': 'message.sent' }, body }, { reason: 'signature_mismatch', detail: 'the signature matches no reading of the subscription secret' });
// As vitest hands it to a reporter: the error's own fields, serialised.
const serialised = JSON.parse(JSON.stringify({ message: thrown.message, name: thrown.name, typed: thrown.typed })) as Parameters<typeof failureFromError>[0];

const contractCheck = (id: string, state: CheckOutcome['state']): CheckOutcome => ({ id, section: '7', title: id, file: 'suites/contract/error-codes.check.ts', state, subject: 'bundled-contract' });

function run(): SuiteRun {
  return {
    outcomes: [
      { id: 'deliveries-signed-and-fresh', section: '4.3', title: 'deliveries are signed', file: 'suites/events/signatures.check.ts', state: 'failed', failure: failureFromError(serialised) },
      { id: 'missing-token-is-401', section: '5', title: 'no token is 401', file: 'suites/auth/authentication.check.ts', state: 'passed' },
      contractCheck('error-catalogue-matches-table', 'passed'),
      contractCheck('error-codes-on-send', 'passed'),
    ],
    errors: [],
  };
}

describe('a signature failure', () => {
  const document = reportDocument(run(), sampleContext());
  const failure = document.checks.find((c) => c.id === 'deliveries-signed-and-fresh')?.failure;

  it('carries the verifier reason, the headers, the body and the HMAC recipe in report.json', () => {
    expect(failure).toMatchObject({ kind: 'signature', why: expect.stringMatching(/^signature_mismatch: /) });
    expect(failure?.facts.map((f) => f.label)).toEqual(['verifier reason', 'X-Service-Timestamp', 'X-Service-Signature', 'X-Service-Event', 'body (first bytes)', 'HMAC']);
    expect(failure?.facts.find((f) => f.label === 'X-Service-Signature')?.value).toBe(signature);
    expect(failure?.facts.find((f) => f.label === 'body (first bytes)')?.value).toContain('{"event":"message.sent"');
    expect(failure?.facts.find((f) => f.label === 'HMAC')?.value).toContain('X-Service-Timestamp + "." + the raw body bytes');
    expect(failure?.documented).toContain('HMAC-SHA256');
  });

  it('is shown in the terminal, JUnit and HTML, never with the secret', () => {
    const text = summarise(run(), sampleContext());
    expect(text).toContain('  signature: signature_mismatch: ');
    expect(text).toContain('  X-Service-Timestamp: 1793523600');
    const xml = junitXml(document);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as object;
    expect(JSON.stringify(parsed)).toContain('"type":"signature"');
    expect(xml).toContain(`X-Service-Signature: ${signature}`);
    const html = htmlReport(document);
    expect(html).toContain('<dt>X-Service-Timestamp</dt>');
    expect(html).toContain('signature: signature_mismatch');
    for (const output of [text, xml, html, JSON.stringify(document)]) expect(output).not.toContain(secret);
  });
});

describe('checks of the bundled contract', () => {
  const document = reportDocument(run(), sampleContext());

  it('are counted apart from the target in report.json', () => {
    expect(document.totals).toMatchObject({ checks: 2, passed: 1, failed: 1 });
    expect(document.bundledContract).toEqual({ checks: 2, passed: 2, failed: 0, notRun: 0 });
    expect(document.sections.map((s) => s.section)).toEqual(['4.3', '5']);
  });

  it('are apart in the terminal, whose closing line counts the target only', () => {
    const text = summarise(run(), sampleContext());
    expect(text).toContain("bundled contract: 2 passed, 0 failed of 2 check(s) of the harness's own contract (no verdict on the target, not counted below)");
    expect(text.split('\n').at(-1)).toBe('1 passed, 1 failed');
    expect(text).not.toContain('section 7 ');
  });

  it('form their own JUnit suite, outside the totals, and their own HTML table', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testsuite' }).parse(junitXml(document)) as { testsuites: { tests: string; testsuite: { name: string; tests: string }[] } };
    expect(parsed.testsuites.tests).toBe('2');
    expect(parsed.testsuites.testsuite.map((s) => [s.name, s.tests])).toEqual([['section 4.3', '1'], ['section 5', '1'], ["bundled contract (the harness's own contract, not the target)", '2']]);
    const html = htmlReport(document);
    expect(html).toContain('<h2>Bundled contract: 2 passed, 0 failed, 0 not run</h2>');
    expect(html).toContain('Checks of the target: <span class="passed">1 passed</span>');
  });
});

describe('a curl for a build the run started', () => {
  it('names $GATEWAY_URL, not the port the run has stopped, and says so', () => {
    const assertion = failureFromError({ message: 'expected 422 to be 200', expected: '200', actual: '422' });
    assertion.request = { plane: 'public', method: 'GET', path: '/api/v2/templates?limit=5', headers: { authorization: 'Bearer $GATEWAY_TOKEN' }, response: { status: 422, headers: {}, body: '{"code":"validation_error"}' } };
    const started = reportDocument({ outcomes: [{ id: 'limit-bounds', section: '4.2', title: 'limits', file: 'suites/listing/limit-bounds.check.ts', state: 'failed', failure: assertion }], errors: [] }, sampleContext({ baseUrl: 'http://127.0.0.1:41234', urlOutlivesRun: false, targetOptions: ['--command', 'node server.js'] }));
    const failure = started.checks[0]?.failure;
    expect(failure?.reproduction.curl).toBe('curl -sS -i -H "Authorization: Bearer $GATEWAY_TOKEN" "$GATEWAY_URL/api/v2/templates?limit=5"');
    expect(failure?.reproduction.note).toContain('set GATEWAY_URL to the base URL of a running build');
    expect(failure?.reproduction.replay).toBe("npx gateway-harness check --check limit-bounds --seed 20261101 --command 'node server.js'");
    expect(failure).toMatchObject({ kind: 'assertion', sent: 'GET /api/v2/templates?limit=5\nAuthorization: Bearer $GATEWAY_TOKEN', received: '422\n{"code":"validation_error"}', documented: '200', why: 'expected 422 to be 200' });
  });
});

describe('the failure of a check, read from its error', () => {
  it('never keeps stack frames in place of a verdict', () => {
    const failure = failureFromError({ message: 'case 3 differs\n    at judge (suites/support/differential/judge-case.ts:40:11)\n ❯ runCase suites/x.ts:1:1\nstatus: 415 against 400' });
    expect(failure.message).toBe('case 3 differs\nstatus: 415 against 400');
  });

  it('reads a differential failure with its expected and actual outcomes', () => {
    const failure = failureFromError({ message: 'differs', typed: { kind: 'differential', documented: 'the reference: 400 validation_error', received: 'the target: 415', why: 'status differs' }, expected: '400 validation_error', actual: '415' });
    expect(failure).toMatchObject({ expected: '400 validation_error', actual: '415', typed: { kind: 'differential', why: 'status differs' } });
  });
});

describe('a failed precondition', () => {
  it('reads "precondition failed" with the setup step and its exchange, in the terminal and the reports', () => {
    const error = preconditionFailure('a first keyed template send is accepted', new Error('expected { status: 422, code: \'template_not_found\' } to deeply equal { status: 200 }'), {
      plane: 'public',
      method: 'POST',
      path: '/api/v2/messages',
      headers: { authorization: 'Bearer $GATEWAY_TOKEN', 'idempotency-key': 'order-1001-shipped' },
      body: '{"to":"12025550101","type":"template","template_name":"order_cancelled"}',
      response: { status: 422, headers: {}, body: '{"code":"template_not_found","message":"no such template"}' },
    });
    const failure = failureFromError(JSON.parse(JSON.stringify({ message: error.message, typed: error.typed })) as Parameters<typeof failureFromError>[0]);
    const outcomes: CheckOutcome[] = [{ id: 'idempotency-replay-same-body', section: '3.3', title: 'a replay', file: 'suites/idempotency/idempotency-states.check.ts', state: 'failed', failure }];
    const text = summarise({ outcomes, errors: [] }, sampleContext());
    expect(text).toContain('  precondition failed: a first keyed template send is accepted: expected { status: 422');
    expect(text).toMatch(/\n {2}sent:\n {4}POST \/api\/v2\/messages\n/);
    expect(text).toMatch(/\n {2}received:\n {4}422\n {4}\{"code":"template_not_found"/);
    const document = reportDocument({ outcomes, errors: [] }, sampleContext());
    expect(document.checks[0]?.failure).toMatchObject({ kind: 'precondition', facts: [{ label: 'setup step', value: 'a first keyed template send is accepted' }] });
    expect(htmlReport(document)).toContain('<dt>Precondition failed</dt>');
    expect(junitXml(document)).toContain('type="precondition"');
  });
});
