// The case families' own promises, checked on what they generate (no gateway involved): every
// step names a spec section, every leeway rests on a recorded decision, no printed case shows
// a token, and the leeways follow the spec's tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../../fixtures/worlds/world-file.ts';
import { templatePool } from '../../generators/templates/template-pool.ts';
import { listingWorld } from '../../listing/listing-world.ts';
import { recordedDecisions } from '../../checks/recorded-decisions.ts';
import { castOf } from '../../world/cast.ts';
import type { DifferentialCase } from '../case-step.ts';
import { describeCase } from '../describe.ts';
import { authCases, authLeeway, type AuthSituation } from './auth-cases.ts';
import { freeFormCases } from './free-form-cases.ts';
import { keyedCases, ownKeys } from './keyed-cases.ts';
import { listingCases } from './listing-cases.ts';
import { templateCases } from './template-cases.ts';
import { windowAtSend, windowCases, type WindowCase } from './window-cases.ts';

const world = bundledWorld('default');
const cast = castOf(world);
const listing = listingWorld(world);
const main = { name: 'main account', token: cast.main.token, businessAccountId: cast.main.businessAccountId };

const families: [string, fc.Arbitrary<DifferentialCase>][] = [
  ['free-form', freeFormCases(cast)],
  ['template', templateCases(cast, templatePool(12, 7))],
  ['keyed', keyedCases(cast)],
  ['window', windowCases(cast, true)],
  ['listing', listingCases(listing.world, castOf(listing.world), [main, ...listing.accounts.map((a) => ({ name: 'sized', token: a.token, businessAccountId: a.businessAccountId }))])],
  ['auth', authCases(world, cast)],
];

const recorded = recordedDecisions();
const tokens = [...new Set([...world.numbers, ...listing.world.numbers].map((n) => n.token))];

describe.each(families)('the %s family', (_name, cases) => {
  const sample = fc.sample(cases, { numRuns: 150, seed: 11 });

  it('gives each step that asks the gateway a label and a spec section', () => {
    for (const c of sample) {
      for (const step of c.steps) {
        if (step.kind !== 'request' && step.kind !== 'walk') continue;
        expect(step.section, step.label).toMatch(/^[1-9](\.[1-9])?$/);
        expect(step.label.trim()).not.toBe('');
      }
    }
  });

  it('rests every leeway on a decision the record holds', () => {
    const cited = sample.flatMap((c) => c.steps.flatMap((s) => (s.kind === 'request' || s.kind === 'walk' ? (s.leeway?.decisions ?? []) : [])));
    expect(cited.filter((d) => !recorded.has(d))).toEqual([]);
  });

  it('never prints a token', () => {
    for (const c of sample) {
      const text = describeCase(c);
      for (const token of tokens) expect(text.includes(token), `${token} in ${text}`).toBe(false);
    }
  });

  it('draws the same cases from the same seed', () => {
    expect(fc.sample(cases, { numRuns: 20, seed: 3 }).map(describeCase)).toEqual(fc.sample(cases, { numRuns: 20, seed: 3 }).map(describeCase));
  });
});

describe('windowAtSend', () => {
  const at = (c: Partial<WindowCase>) => windowAtSend({ sender: 'main', customer: 'neverWrote', writes: 'none', hours: 0, hoursFirst: false, send: 'text', ...c });

  it('keeps the fixture windows: open half an hour after, closed 25 hours after', () => {
    expect([at({ customer: 'inWindow' }).open, at({ customer: 'inWindow', hours: 23 }).open, at({ customer: 'inWindow', hours: 25 }).open]).toEqual([true, true, false]);
    expect(at({ customer: 'windowClosed' }).open).toBe(false);
  });

  it('opens the sender’s window by a message to it, until 24 hours have passed', () => {
    expect(at({ writes: 'sender' }).open).toBe(true);
    expect(at({ writes: 'sender', hours: 23 }).open).toBe(true);
    expect(at({ writes: 'sender', hours: 25 }).open).toBe(false);
    expect(at({ writes: 'sender', hours: 48, hoursFirst: true }).open).toBe(true);
  });

  it('tells a message to another number apart from one to the sender (A38)', () => {
    expect(at({ writes: 'other' })).toEqual({ open: false, otherNumberWrote: true });
    expect(at({ writes: 'other', hours: 25 })).toEqual({ open: false, otherNumberWrote: false });
  });
});

describe('authLeeway', () => {
  const situation = (s: Partial<AuthSituation>): AuthSituation => ({
    role: 'main',
    header: { form: 'Bearer with the valid token', header: 'Bearer t', verdict: 'accepted' },
    numberId: undefined,
    holders: ['1'],
    ...s,
  });

  it('fixes every single failure of section 5', () => {
    expect(authLeeway(situation({}))).toBeUndefined();
    expect(authLeeway(situation({ role: 'planWithoutApi' }))).toBeUndefined();
    expect(authLeeway(situation({ numberId: '2' }))).toBeUndefined();
    expect(authLeeway(situation({ holders: ['1', '2'] }))).toBeUndefined();
    expect(authLeeway(situation({ header: { form: 'no header', header: null, verdict: 'not-authenticated' } }))).toBeUndefined();
  });

  it('leaves odd header forms (A15), a disconnected holder (A12) and crossings (A13) open', () => {
    expect(authLeeway(situation({ header: { form: 'Token scheme', header: 'Token t', verdict: 'refused' } }))?.decisions).toEqual(['A15']);
    expect(authLeeway(situation({ holders: [] }))?.decisions).toEqual(['A12']);
    expect(authLeeway(situation({ role: 'suspended', numberId: '2' }))?.decisions).toEqual(['A13']);
    expect(authLeeway(situation({ header: { form: 'no header', header: null, verdict: 'not-authenticated' }, numberId: '2' }))?.decisions).toEqual(['A13']);
  });
});

describe('ownKeys', () => {
  it('gives one run keys no other run has, and leaves everything else as it was', () => {
    const [c] = fc.sample(keyedCases(cast), { numRuns: 1, seed: 5 });
    if (!c) throw new Error('no case drawn');
    const keys = (d: DifferentialCase) => d.steps.map((s) => (s.kind === 'request' ? s.request.headers['idempotency-key'] : undefined));
    const first = ownKeys(c, 1);
    const second = ownKeys(c, 2);
    expect(keys(first)).toEqual(keys(c).map((k) => `${k}-1`));
    expect(keys(first).some((k) => keys(second).includes(k))).toBe(false);
    expect(first.steps.map((s) => (s.kind === 'request' ? s.request.body : undefined))).toEqual(c.steps.map((s) => (s.kind === 'request' ? s.request.body : undefined)));
  });
});
