/**
 * `report.html`: one self-contained page (inline CSS, no script, no external asset), readable
 * offline and from a CI artifact store. Totals first, then the table of sections and the causes
 * of the failures (the one explaining the most first, each linking its checks), then every
 * failure as a card opened on demand, then a table per spec section, the control plane's checks
 * and the bundled contract's. Everything from the run is escaped; links only point inside the page.
 */
import { notRunText, propertyLines, shortPair } from './failure-text.ts';
import type { ReportCheck, ReportDocument, ReportFailure } from './report-document.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const style = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24;background:#fff}
h1{font-size:1.4rem;margin:0 0 .5rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f6f8fa}
pre{background:#f6f8fa;border:1px solid #d0d7de;padding:.5rem;overflow-x:auto;white-space:pre-wrap;word-break:break-word;margin:.3rem 0}
.passed{color:#1a7f37}.failed{color:#cf222e;font-weight:600}.not-run{color:#9a6700}
.totals span{display:inline-block;margin-right:1.2rem;font-weight:600}
details.failure{border:1px solid #cf222e;border-radius:6px;padding:.5rem 1rem;margin:.8rem 0}
details.failure>summary{cursor:pointer;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.5rem 0}
dt{font-weight:600}dd{margin:0}
.warning{color:#9a6700}
.cause{font-weight:400;color:#57606a;margin-left:.5rem}
table.sections,table.causes{width:auto}
`;

function anchor(check: ReportCheck): string {
  return `check-${check.id}`;
}

function pre(text: string): string {
  return `<pre>${escapeHtml(text)}</pre>`;
}

/** What was sent, what came back, what is documented, and the facts of the failure's kind. */
function typedRows(failure: ReportFailure): [string, string][] {
  const rows: [string, string][] = failure.facts.map((fact) => [escapeHtml(fact.label), pre(fact.value)]);
  if (failure.sent !== null) rows.push(['Sent', pre(failure.sent)]);
  if (failure.received !== null) rows.push(['Received', pre(failure.received)]);
  if (failure.documented !== null && failure.documented !== failure.expected) rows.push(['Documented', pre(failure.documented)]);
  return rows;
}

function failureDetails(check: ReportCheck, failure: ReportFailure): string {
  const rows: [string, string][] = [
    ['Cause', escapeHtml(failure.cause.text)],
    [failure.kind === 'precondition' ? 'Precondition failed' : 'Failure', `${escapeHtml(failure.kind)}: ${escapeHtml(failure.why)}`],
    ['Section', escapeHtml(check.section)],
    ['File', `<code>${escapeHtml(check.file)}</code>`],
  ];
  if (failure.expected !== null && failure.actual !== null) {
    // Two printed objects that differ in one line among thirty: that line first.
    if (failure.expected.includes('\n') || failure.actual.includes('\n')) {
      const pair = shortPair(failure.expected, failure.actual, 400);
      rows.push(['Differs in', pre(`expected: ${pair.expected}\nactual:   ${pair.actual}`)]);
    }
    rows.push(['Expected', pre(failure.expected)], ['Actual', pre(failure.actual)]);
  }
  rows.push(['Message', pre(failure.message)]);
  rows.push(...typedRows(failure));
  if (failure.property) rows.push(['Property', pre(propertyLines(failure).join('\n'))]);
  const reproduction = failure.reproduction;
  rows.push(['Replay', pre(reproduction.replay)]);
  if (reproduction.fastCheck) rows.push(['fast-check', pre(`fc.assert(property, ${reproduction.fastCheck})`)]);
  const request = reproduction.request;
  if (request?.response) {
    const headers = Object.entries(request.response.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
    const answer = [`${request.method} ${request.path} answered ${request.response.status}`, ...headers, ...(request.response.body ? ['', request.response.body] : [])];
    rows.push(['Last call', pre(answer.join('\n'))]);
  }
  if (request?.transportError) rows.push(['Last call', pre(`${request.method} ${request.path} got no answer: ${request.transportError}`)]);
  if (request?.byteForByte) rows.push(['Written', 'byte for byte by the check (a header given twice, broken framing): shown as a server reads it, which curl sends only approximately']);
  const variables = reproduction.curl?.includes('$GATEWAY_URL') ? '<code>GATEWAY_URL</code> and <code>GATEWAY_TOKEN</code>' : '<code>GATEWAY_TOKEN</code> to the access token';
  if (reproduction.curl) rows.push(['curl', `${pre(reproduction.curl)}<small>Set ${variables} first.</small>`]);
  if (reproduction.note) rows.push(['Reproduce', pre(reproduction.note)]);
  if (check.warnings.length > 0) rows.push(['Warnings', check.warnings.map((w) => `<div class="warning">${escapeHtml(w)}</div>`).join('')]);
  const list = rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('');
  const where = check.subject === 'control-plane' ? ' (control plane)' : check.subject === 'bundled-contract' ? ' (bundled contract)' : '';
  return `<details class="failure" id="${escapeHtml(anchor(check))}"><summary>[${escapeHtml(check.section)}] ${escapeHtml(check.id)}${where}: ${escapeHtml(check.title)} <span class="cause">${escapeHtml(failure.cause.text)}</span></summary><dl>${list}</dl></details>`;
}

function stateCell(check: ReportCheck): string {
  const label = check.state === 'not-run' ? 'not run' : check.state;
  const text = check.state === 'failed' ? `<a href="#${escapeHtml(anchor(check))}">${label}</a>` : label;
  return `<td class="${check.state}">${text}</td>`;
}

function remarks(check: ReportCheck): string {
  const parts: string[] = [];
  if (check.notRun) parts.push(escapeHtml(notRunText(check.notRun)));
  if (check.failure) parts.push(escapeHtml(check.failure.message.split('\n')[0] ?? ''));
  for (const warning of check.warnings) parts.push(`<span class="warning">warning: ${escapeHtml(warning)}</span>`);
  return parts.join('<br>');
}

/** One row per spec section: the verdict at a glance, each section linking its own table. */
function sectionsTable(document: ReportDocument): string {
  const rows = document.sections
    .map((s) => `<tr><td><a href="#section-${escapeHtml(s.section)}">${escapeHtml(s.section)}</a></td><td>${s.checks}</td><td class="passed">${s.passed}</td><td${s.failed > 0 ? ' class="failed"' : ''}>${s.failed}</td><td${s.notRun > 0 ? ' class="not-run"' : ''}>${s.notRun}</td></tr>`)
    .join('\n');
  const plane = document.controlPlane;
  const controlRow = plane.checks === 0 ? '' : `\n<tr><td><a href="#control-plane">control plane</a> <small>(the test hook, apart from the verdict)</small></td><td>${plane.checks}</td><td class="passed">${plane.passed}</td><td${plane.failed > 0 ? ' class="failed"' : ''}>${plane.failed}</td><td>${plane.notRun}</td></tr>`;
  return `<table class="sections"><thead><tr><th>Section</th><th>Checks</th><th>Passed</th><th>Failed</th><th>Not run</th></tr></thead><tbody>\n${rows}${controlRow}\n</tbody></table>`;
}

/** The causes of the target's failures, the one explaining the most first, each with links to its checks. */
function causesTable(document: ReportDocument): string {
  const rows = document.causes
    .map((group) => `<tr><td>${group.checks.length}</td><td>${escapeHtml(group.cause)}</td><td>${group.checks.map((id) => `<a href="#check-${escapeHtml(id)}">${escapeHtml(id)}</a>`).join(', ')}</td></tr>`)
    .join('\n');
  return `<table class="causes"><thead><tr><th>Checks</th><th>Cause</th><th>Failed checks</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

function checksTable(checks: readonly ReportCheck[]): string {
  const rows = checks
    .map((c) => `<tr>${stateCell(c)}<td><code>${escapeHtml(c.id)}</code></td><td>${escapeHtml(c.title)}</td><td>${c.durationMs === null ? '' : `${c.durationMs} ms`}</td><td>${remarks(c)}</td></tr>`)
    .join('\n');
  return `<table><thead><tr><th>State</th><th>Check</th><th>What it shows</th><th>Time</th><th>Notes</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

export function htmlReport(document: ReportDocument): string {
  const { run, totals } = document;
  const failures = document.checks.filter((c) => c.failure !== null);
  const context = [
    ['Target', run.target],
    ['Base URL', run.baseUrl ?? 'none (in-process)'],
    ['Profile', run.profile],
    ['Seed', String(run.seed)],
    ['Runs per property', String(run.runs)],
    ['Area', run.area ?? 'all'],
    ['Started', run.startedAt],
    ['Duration', `${(run.durationMs / 1000).toFixed(1)} s`],
  ].map(([term, value]) => `<dt>${escapeHtml(term ?? '')}</dt><dd>${escapeHtml(value ?? '')}</dd>`);
  const parts = [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>gateway-harness check: ${totals.failed} failed, ${totals.passed} passed</title>`,
    `<style>${style}</style></head><body>`,
    '<h1>Conformance report</h1>',
    `<dl>${context.join('')}</dl>`,
    ...(document.stoppedEarly === null ? [] : [`<p class="failed">Stopped early: ${escapeHtml(document.stoppedEarly)}</p>`]),
    ...(document.refusedUpstream === null ? [] : [`<p class="failed">Upstream address: ${escapeHtml(document.refusedUpstream)}</p>`]),
    `<p class="totals">Checks of the target: <span class="passed">${totals.passed} passed</span><span class="failed">${totals.failed} failed</span><span class="not-run">${totals.notRun} not run</span><span class="warning">${totals.warnings} warning(s)</span>${totals.errors > 0 ? `<span class="failed">${totals.errors} error(s) outside checks</span>` : ''}</p>`,
  ];
  parts.push('<h2>Sections</h2>', sectionsTable(document));
  if (document.causes.length > 0) parts.push('<h2>Causes of the failures</h2>', causesTable(document));
  if (failures.length > 0) {
    parts.push(`<h2>Failures</h2>`, '<p>Each card opens to what was sent, what came back, what the spec says, the replay command and a curl.</p>');
    for (const check of failures) if (check.failure) parts.push(failureDetails(check, check.failure));
  }
  if (document.errors.length > 0) parts.push('<h2>Errors outside checks</h2>', ...document.errors.map(pre));
  const ofTarget = document.checks.filter((c) => c.subject === 'target');
  for (const section of document.sections) {
    parts.push(`<h2 id="section-${escapeHtml(section.section)}">Section ${escapeHtml(section.section)}: ${section.passed} passed, ${section.failed} failed, ${section.notRun} not run</h2>`, checksTable(ofTarget.filter((c) => c.section === section.section)));
  }
  const plane = document.controlPlane;
  if (plane.checks > 0) {
    parts.push(
      `<h2 id="control-plane">Control plane: ${plane.passed} passed, ${plane.failed} failed, ${plane.notRun} not run</h2>`,
      '<p>These checks judge how the target\'s control plane, the harness\'s test hook, stands hostile requests. It is no part of the API the spec describes: they count in no section and do not fail the run.</p>',
      checksTable(document.checks.filter((c) => c.subject === 'control-plane')),
    );
  }
  const contract = document.bundledContract;
  if (contract.checks > 0) {
    parts.push(
      `<h2>Bundled contract: ${contract.passed} passed, ${contract.failed} failed, ${contract.notRun} not run</h2>`,
      '<p>These checks examine the harness\'s own contract, not the target: they are no verdict on the build and are not counted in the totals above.</p>',
      checksTable(document.checks.filter((c) => c.subject === 'bundled-contract')),
    );
  }
  parts.push('</body></html>', '');
  return parts.join('\n');
}
