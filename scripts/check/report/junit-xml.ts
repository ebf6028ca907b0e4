/**
 * `report.xml`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub test reporters). One
 * `testsuite` per spec section with the run's seed, profile and target as properties; one
 * `testcase` per check, named by section and id, classed by its file; a `failure` carries the
 * failure's kind (its `type`), why, what was sent and received, the expected and actual outcome,
 * the counter-example and the reproduction, and its cause (also at the end of its `message`); a
 * check that did not run is `skipped` with its reason. The checks of the harness's own bundled
 * contract and those of the target's control plane each form a suite of their own, outside the
 * totals; so do errors outside any check.
 */
import { failureLines, notRunText } from './failure-text.ts';
import type { ReportCheck, ReportDocument } from './report-document.ts';

/** Characters XML 1.0 cannot carry at all, even escaped: C0 controls but tab and new lines, U+FFFE/F. */
function notXml(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff || (code >= 0xd800 && code <= 0xdfff);
}

/** Written as `\uXXXX` text instead; iterating by code point leaves only lone surrogates in 0xD800-0xDFFF. */
function visible(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += notXml(code) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return out;
}

export function xmlText(text: string): string {
  return visible(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

function attributes(pairs: Record<string, string | number>): string {
  return Object.entries(pairs)
    .map(([name, value]) => ` ${name}="${xmlAttribute(String(value))}"`)
    .join('');
}

function seconds(ms: number | null): string {
  return ((ms ?? 0) / 1000).toFixed(3);
}

function testcase(check: ReportCheck): string[] {
  const head = `    <testcase${attributes({ classname: check.file, name: `[${check.section}] ${check.id}: ${check.title}`, file: check.file, time: seconds(check.durationMs) })}`;
  const body: string[] = [];
  if (check.failure) {
    const firstLine = `${check.failure.message.split('\n')[0] ?? 'failed'} (cause: ${check.failure.cause.text})`;
    const type = check.failure.property ? `PropertyFailure (${check.failure.kind})` : check.failure.kind;
    body.push(`      <failure${attributes({ message: firstLine, type })}>${xmlText(failureLines(check, check.failure).join('\n'))}</failure>`);
  }
  if (check.notRun) {
    const why = check.notRun.capability === null ? check.notRun.reason : `not run: ${notRunText(check.notRun)}`;
    body.push(`      <skipped${attributes({ message: why })}/>`);
  }
  if (check.warnings.length > 0) body.push(`      <system-out>${xmlText(check.warnings.map((w) => `warning: ${w}`).join('\n'))}</system-out>`);
  return body.length === 0 ? [`${head}/>`] : [`${head}>`, ...body, '    </testcase>'];
}

export function junitXml(document: ReportDocument): string {
  const { run, totals } = document;
  const properties = [
    ['seed', String(run.seed)],
    ['profile', run.profile],
    ['target', run.target],
    ['runs', String(run.runs)],
    ...(run.area === null ? [] : [['area', run.area]]),
  ].map(([name, value]) => `      <property${attributes({ name: name ?? '', value: value ?? '' })}/>`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'gateway-harness check', tests: totals.checks + totals.errors, failures: totals.failed, errors: totals.errors, skipped: totals.notRun, time: seconds(run.durationMs), timestamp: run.startedAt })}>`,
  ];
  const ofTarget = document.checks.filter((c) => c.subject === 'target');
  for (const section of document.sections) {
    const checks = ofTarget.filter((c) => c.section === section.section);
    const time = checks.reduce((ms, c) => ms + (c.durationMs ?? 0), 0);
    lines.push(`  <testsuite${attributes({ name: `section ${section.section}`, tests: section.checks, failures: section.failed, errors: 0, skipped: section.notRun, time: seconds(time), timestamp: run.startedAt })}>`);
    lines.push('    <properties>', ...properties, '    </properties>');
    for (const check of checks) lines.push(...testcase(check));
    lines.push('  </testsuite>');
  }
  // Outside the totals of <testsuites>: the harness's own contract, and the target's test hook (decision A97).
  const apart = [
    ['bundled-contract', 'bundled contract (the harness\'s own contract, not the target)', document.bundledContract],
    ['control-plane', 'control plane (the harness\'s test hook, not the API; does not fail the run)', document.controlPlane],
  ] as const;
  for (const [subject, name, counts] of apart) {
    const checks = document.checks.filter((c) => c.subject === subject);
    if (checks.length === 0) continue;
    const time = checks.reduce((ms, c) => ms + (c.durationMs ?? 0), 0);
    lines.push(`  <testsuite${attributes({ name, tests: counts.checks, failures: counts.failed, errors: 0, skipped: counts.notRun, time: seconds(time), timestamp: run.startedAt })}>`);
    lines.push('    <properties>', ...properties, '    </properties>');
    for (const check of checks) lines.push(...testcase(check));
    lines.push('  </testsuite>');
  }
  if (document.errors.length > 0) {
    lines.push(`  <testsuite${attributes({ name: 'errors outside checks', tests: document.errors.length, failures: 0, errors: document.errors.length, skipped: 0, time: '0.000', timestamp: run.startedAt })}>`);
    document.errors.forEach((error, index) => {
      lines.push(`    <testcase${attributes({ classname: 'run', name: `error ${index + 1}`, time: '0.000' })}>`);
      lines.push(`      <error${attributes({ message: error.split('\n')[0] ?? 'error' })}>${xmlText(error)}</error>`);
      lines.push('    </testcase>');
    });
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}
