// report.xml: well-formed JUnit that CI systems read, parsed back with a maintained XML parser.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { junitXml, xmlAttribute, xmlText } from './junit-xml.ts';
import { reportDocument } from './report-document.ts';
import { halfWrittenRun, sampleBaseUrl, sampleContext, sampleRun, sampleToken } from './sample-run.ts';

interface Testcase {
  classname: string;
  name: string;
  file?: string;
  time: string;
  failure?: { message: string; type: string; '#text': string };
  skipped?: { message: string };
  'system-out'?: string;
  error?: { message: string; '#text': string };
}
interface Testsuite {
  name: string;
  tests: string;
  failures: string;
  errors: string;
  skipped: string;
  properties?: { property: { name: string; value: string }[] };
  testcase: Testcase[];
}

const xml = junitXml(reportDocument(sampleRun(), sampleContext()));
const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) }).parse(xml) as {
  testsuites: { name: string; tests: string; failures: string; errors: string; skipped: string; testsuite: Testsuite[] };
};
const suites = parsed.testsuites.testsuite;
const testcase = (id: string) => suites.flatMap((s) => s.testcase).find((t) => t.name.includes(` ${id}:`));

describe('the JUnit report', () => {
  it('is well-formed XML despite markup, quotes and control characters in the run', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
  });

  it('counts checks, failures, errors and skipped at the top', () => {
    expect(parsed.testsuites).toMatchObject({ name: 'gateway-harness check', tests: '5', failures: '2', errors: '1', skipped: '1' });
  });

  it('has one testsuite per section with the run as properties, and one for errors outside checks', () => {
    expect(suites.map((s) => s.name)).toEqual(['section 3.2', 'section 3.3', 'section 4.2', 'errors outside checks']);
    expect(suites[2]).toMatchObject({ tests: '2', failures: '1', skipped: '0' });
    expect(suites[0]?.properties?.property).toEqual([
      { name: 'seed', value: '20261101' },
      { name: 'profile', value: 'spec' },
      { name: 'target', value: sampleBaseUrl },
      { name: 'runs', value: '200' },
      { name: 'area', value: 'listing' },
    ]);
    expect(suites[3]?.testcase[0]?.error?.message).toBe('suites/send/limits.check.ts: Cannot find module <x>');
  });

  it('puts the control plane\'s checks in a suite of their own, outside the totals', () => {
    const half = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(junitXml(reportDocument(halfWrittenRun(2, 1), sampleContext()))) as { testsuites: { failures: string; testsuite: Testsuite[] } };
    const plane = half.testsuites.testsuite.find((suite) => suite.name.startsWith('control plane'));
    expect(plane).toMatchObject({ tests: '2', failures: '1' });
    expect(half.testsuites.failures).toBe('3');
    expect(half.testsuites.testsuite.filter((suite) => suite.name.startsWith('section')).flatMap((suite) => suite.testcase).some((t) => t.name.includes('hostile-control'))).toBe(false);
  });

  it('names each testcase by section and id, classed by file, timed in seconds', () => {
    expect(testcase('replay-header-present')).toMatchObject({
      classname: 'suites/idempotency/idempotency-states.check.ts',
      name: '[3.3] replay-header-present: a replay says <Idempotency-Replayed> & "true"',
      time: '0.140',
    });
  });

  it('carries in a failure the section, expected and actual, and the curl', () => {
    const failure = testcase('replay-header-present')?.failure;
    expect(failure?.type).toBe('assertion');
    expect(failure?.message).toBe('expected false to be true \\u0007 bell (cause: POST /api/v2/messages (type text) answered 200)');
    const details = failure?.['#text'] ?? '';
    expect(details).toContain('section 3.3, check replay-header-present');
    expect(details).toContain('cause: POST /api/v2/messages (type text) answered 200');
    expect(details).toMatch(/\nexpected:\n {2}\{/);
    expect(details).toContain('"replayed": true');
    expect(details).toContain('"replayed": false');
    expect(details).toContain('replay: npx gateway-harness check --check replay-header-present --seed 20261101');
    expect(details).toContain(`-H "Authorization: Bearer $GATEWAY_TOKEN" -H 'Idempotency-Key: order-1'`);
  });

  it('carries in a property failure the seed, path and counter-example', () => {
    const failure = testcase('cursor-round-trips')?.failure;
    expect(failure?.type).toBe('PropertyFailure (assertion)');
    expect(failure?.['#text']).toContain('property: seed 20261101, path "3:1:0", failed after 4 run(s), shrunk 3 time(s)');
    expect(failure?.['#text']).toContain('counter-example: ["a b"]');
    expect(failure?.['#text']).toContain('fc.assert(property, { seed: 20261101, path: "3:1:0", endOnFailure: true })');
  });

  it('marks a check not run as skipped with the missing capability, and soft findings as output', () => {
    expect(testcase('window-closes-after-24-hours')?.skipped?.message).toBe('not run: capability clock not offered');
    expect(testcase('limit-is-capped')?.['system-out']).toBe('warning: message does not read "<field>: <reason>" & more');
  });

  it('never carries the token', () => {
    expect(xml).not.toContain(sampleToken);
  });
});

describe('XML escaping', () => {
  it('escapes markup in text and quotes and line breaks in attributes', () => {
    expect(xmlText('a < b && c > "d"')).toBe('a &lt; b &amp;&amp; c &gt; "d"');
    expect(xmlAttribute(`it's "x"\n\ty`)).toBe('it&apos;s &quot;x&quot;&#10;&#9;y');
  });

  it('writes characters XML cannot carry as visible escapes, keeping emoji', () => {
    expect(xmlText('a\u0000b\u001bc\ud800d 😀')).toBe('a\\u0000b\\u001bc\\ud800d 😀');
  });
});
