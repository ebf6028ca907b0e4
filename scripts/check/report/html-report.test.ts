// report.html: one self-contained page, everything from the run escaped; the sections and the
// causes of the failures first, then the failures as cards opened on demand.
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlReport } from './html-report.ts';
import { reportDocument } from './report-document.ts';
import { halfWrittenRun, sampleBaseUrl, sampleContext, sampleRun, sampleToken } from './sample-run.ts';

const html = htmlReport(reportDocument(sampleRun(), sampleContext()));

describe('the HTML report', () => {
  it('needs nothing from outside: no script, stylesheet link, image, font or import', () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|<embed|@import|url\(/i);
    const references = [...html.matchAll(/\s(?:href|src|action|srcset)="([^"]*)"/gi)].map((m) => m[1]);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).toMatch(/^#(check|section)-[a-z0-9.-]+$|^#control-plane$/);
    expect(html).toMatch(/<style>[^<]+<\/style>/);
  });

  it('escapes titles, messages, warnings and curl bodies taken from the run', () => {
    expect(html).not.toContain('<Idempotency-Replayed>');
    expect(html).toContain('a replay says &lt;Idempotency-Replayed&gt; &amp; &quot;true&quot;');
    expect(html).toContain('warning: message does not read &quot;&lt;field&gt;: &lt;reason&gt;&quot; &amp; more');
    expect(html).toContain('&quot;text&quot;:&quot;it&#39;\\&#39;&#39;s &lt;b&gt;&quot;');
    expect(html).toContain('Cannot find module &lt;x&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('shows the totals, the table of sections and the causes before the first failure card, the cards closed, then a table per section', () => {
    expect(html).toContain('<span class="passed">1 passed</span><span class="failed">2 failed</span><span class="not-run">1 not run</span>');
    const sections = html.indexOf('<table class="sections">');
    const causes = html.indexOf('<table class="causes">');
    const firstCard = html.indexOf('<details class="failure"');
    expect(sections).toBeGreaterThan(0);
    expect(sections).toBeLessThan(causes);
    expect(causes).toBeLessThan(firstCard);
    expect(html.match(/<details class="failure" id="check-[a-z0-9-]+">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('<h2 id="section-3.2">Section 3.2: 0 passed, 0 failed, 1 not run</h2>');
    expect(html).toContain('<td>POST /api/v2/messages (type text) answered 200</td><td><a href="#check-replay-header-present">replay-header-present</a></td>');
  });

  it('puts the control plane\'s checks under a heading of their own', () => {
    const half = htmlReport(reportDocument(halfWrittenRun(2, 1), sampleContext()));
    expect(half).toContain('<h2 id="control-plane">Control plane: 1 passed, 1 failed, 0 not run</h2>');
    expect(half.indexOf('id="check-hostile-control-requests"')).toBeGreaterThan(0);
    const sectionTables = half.slice(half.indexOf('<h2 id="section-'), half.indexOf('<h2 id="control-plane">'));
    expect(sectionTables).not.toContain('hostile-control-requests');
  });

  it('shows for a failure the section, expected and actual, replay, property and curl', () => {
    const replay = html.slice(html.indexOf('id="check-replay-header-present"'));
    expect(replay).toMatch(/<dt>Section<\/dt><dd>3\.3<\/dd>/);
    expect(replay).toContain('<dt>Differs in</dt><dd><pre>expected: ... &quot;replayed&quot;: true ...\nactual:   ... &quot;replayed&quot;: false ...</pre>');
    expect(replay).toContain('&quot;replayed&quot;: true');
    expect(replay).toContain('&quot;replayed&quot;: false');
    expect(replay).toContain(`--target ${sampleBaseUrl}`);
    expect(replay).toContain('curl -sS -i');
    expect(replay).toContain('Authorization: Bearer $GATEWAY_TOKEN');
    const property = html.slice(html.indexOf('id="check-cursor-round-trips"'));
    expect(property).toContain('property: seed 20261101, path &quot;3:1:0&quot;');
    expect(property).toContain('counter-example: [&quot;a b&quot;]');
  });

  it('shows why a check did not run', () => {
    expect(html).toMatch(/<td class="not-run">not run<\/td><td><code>window-closes-after-24-hours<\/code><\/td>.*capability clock not offered/);
  });

  it('never carries the token', () => {
    expect(html).not.toContain(sampleToken);
  });
});
