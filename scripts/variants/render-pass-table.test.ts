// What the pass table prints: a line per variant, the table, and a closing count a CI log reader
// understands. Only names, decisions, check ids and first lines of failures are printed.
import { describe, expect, it } from 'vitest';
import type { PassVerdict } from './pass-verdict.ts';
import { passClosingLines, passProgressLine, renderPassTable } from './render-pass-table.ts';

const passed: PassVerdict = { name: 'cursor-in-hex', decision: 'cursor encoding', verdict: 'passed', failed: [], ran: 23, durationMs: 4200 };
const failed: PassVerdict = { name: 'non-json-body-as-415', decision: 'A17', verdict: 'false positive', failed: [{ id: 'wrong-media-type-sends-nothing', section: '7', reason: 'status one of 200, 400' }], ran: 37, durationMs: 9000 };
const error: PassVerdict = { name: 'empty-last-page', decision: 'A46', verdict: 'error', failed: [], ran: 0, problem: 'the build did not start: EADDRINUSE', durationMs: 10 };

describe('pass table output', () => {
  it('gives one progress line per variant with its verdict and what failed it', () => {
    expect(passProgressLine(passed, 1, 41)).toBe('[ 1/41] passed         cursor-in-hex (cursor encoding) passes 23 checks  4.2 s');
    expect(passProgressLine(failed, 2, 41)).toContain('failed by [7] wrong-media-type-sends-nothing (status one of 200, 400)');
    expect(passProgressLine(error, 3, 41)).toContain('the build did not start: EADDRINUSE');
  });

  it('says how many checks a build with fewer test hooks did not get', () => {
    const fewerHooks: PassVerdict = { name: 'without-clock', decision: 'A63', verdict: 'passed', failed: [], ran: 280, withheld: 10, durationMs: 30_000 };
    expect(passProgressLine(fewerHooks, 4, 41)).toContain('passes 280 checks, 10 not run for want of a withheld capability');
    expect(renderPassTable([passed, fewerHooks]).split('\n')[3]).toMatch(/^without-clock +A63 +passed +280 +10 +-$/);
  });

  it('renders a row per variant under a header, in the given order', () => {
    const lines = renderPassTable([passed, failed, error]).split('\n');
    expect(lines[0]).toMatch(/^variant +decision +verdict +checks +not run +failed by$/);
    expect(lines.slice(2).map((l) => l.split(/  +/)[0])).toEqual(['cursor-in-hex', 'non-json-body-as-415', 'empty-last-page']);
    expect(lines[3]).toContain('wrong-media-type-sends-nothing');
  });

  it('closes with the counts, the last line in the plain passed/failed form', () => {
    expect(passClosingLines([passed, failed, error], 30, 61_000)).toEqual([
      '1 passed, 1 failed by a false positive, 1 could not be judged; 30 recorded decisions exercised; in 61.0 s',
      'pass-table: 1 passed, 2 failed',
    ]);
  });
});
