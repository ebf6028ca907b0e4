// What the kill table prints: a line per build, the table, and a closing count a CI log reader
// understands. Nothing but names, sections, check ids and reasons is printed.
import { describe, expect, it } from 'vitest';
import type { VariantVerdict } from './kill-verdict.ts';
import { closingLine, openLines, progressLine, renderTable } from './render-table.ts';

const killed: VariantVerdict = { name: 'replay-without-replayed-header', section: '3.3', verdict: 'killed', caughtBy: ['idempotency-replay-same-body', 'idempotency-in-flight-is-409'], durationMs: 4200 };
const survived: VariantVerdict = { name: 'limit-zero-accepted', section: '4.2', verdict: 'survived', caughtBy: [], durationMs: 3000 };
const reference: VariantVerdict = { name: 'reference', section: '-', verdict: 'clean', caughtBy: [], durationMs: 9000 };
const error: VariantVerdict = { name: 'never-auto-disabled', section: '6', verdict: 'error', caughtBy: [], problem: 'did not run: auto-disable-then-reregister-reactivates', durationMs: 10 };
const open: VariantVerdict = { name: 'text-counted-in-utf16-units', section: '8', verdict: 'open', caughtBy: [], note: 'open by A1: astral characters are not judged', durationMs: 2000 };
const closed: VariantVerdict = { ...killed, name: 'listing-default-20', note: 'recorded as an over-claim of listing-default-page-at-25-and-30, now caught: the record can go' };

describe('kill table output', () => {
  it('gives one progress line per build with its verdict and what caught it', () => {
    expect(progressLine(killed, 3, 45)).toBe('[ 3/45] killed   replay-without-replayed-header (§3.3) by idempotency-replay-same-body, idempotency-in-flight-is-409  4.2 s');
    expect(progressLine(survived, 12, 45)).toContain('survived limit-zero-accepted (§4.2) no check failed');
    expect(progressLine(error, 45, 45)).toContain('did not run: auto-disable-then-reregister-reactivates');
    expect(progressLine(reference, 1, 45)).toBe('[ 1/45] clean    reference passes every declared check  9.0 s');
    expect(progressLine(open, 2, 45)).toBe('[ 2/45] open     text-counted-in-utf16-units (§8) open by A1: astral characters are not judged  2.0 s');
  });

  it('renders a row per build in the given order, under a header', () => {
    const lines = renderTable([killed, survived, error]).split('\n');
    expect(lines[0]).toMatch(/^faulty build +section +verdict +caught by$/);
    expect(lines.slice(2).map((l) => l.split(/ +/)[0])).toEqual(['replay-without-replayed-header', 'limit-zero-accepted', 'never-auto-disabled']);
    expect(lines[3]).toContain('(nothing failed)');
  });

  it('lists the open builds with their reasons, and the recorded gaps a kill closed', () => {
    expect(renderTable([open]).split('\n')[2]).toContain('(nothing failed; open by A1: astral characters are not judged)');
    expect(openLines([killed, open, closed])).toEqual([
      'open (1), each surviving for the reason given:',
      '  text-counted-in-utf16-units: open by A1: astral characters are not judged',
      'note: listing-default-20 recorded as an over-claim of listing-default-page-at-25-and-30, now caught: the record can go',
    ]);
    expect(openLines([killed])).toEqual([]);
  });

  it('closes with the counts, open builds counted as passed, the last line in the plain passed/failed form', () => {
    expect(closingLine({ reference: [reference], builds: [killed, survived, error, open] }, 61_000)).toEqual([
      '1 killed, 1 open, 1 survived, 1 could not be judged; the reference passes the declared checks; in 61.0 s',
      'kill-table: 3 passed, 2 failed',
    ]);
    expect(closingLine({ reference: [reference, { ...reference, verdict: 'error' }], builds: [killed] }, 1000).at(-1)).toBe('kill-table: 2 passed, 1 failed');
  });
});
