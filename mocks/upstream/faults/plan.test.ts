import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFaultPlan } from './plan.ts';
import type { FaultRequest } from './rule.ts';
import { FaultRuleError } from './validate-rule.ts';

const send = (phoneNumberId = '109000000000001', templateName?: string): FaultRequest => ({
  route: 'send',
  phoneNumberId,
  businessAccountId: '200000000000001',
  ...(templateName ? { templateName } : {}),
});
const templates: FaultRequest = { route: 'templates', businessAccountId: '200000000000001' };
const reset = { kind: 'reset' } as const;

describe('which requests a fault applies to', () => {
  it('applies a rule without match to every request', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ action: reset });
    expect(plan.decide(send())).toEqual([reset]);
    expect(plan.decide(templates)).toEqual([reset]);
    expect(plan.decide({ route: 'webhook' })).toEqual([reset]);
  });

  it('scopes by route', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ match: { route: 'templates' }, action: { kind: 'http-status', status: 502 } });
    expect(plan.decide(send())).toEqual([]);
    expect(plan.decide(templates)).toEqual([{ kind: 'http-status', status: 502 }]);
  });

  it('scopes by number', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ match: { route: 'send', phoneNumberId: '109000000000002' }, action: reset });
    expect(plan.decide(send('109000000000001'))).toEqual([]);
    expect(plan.decide(send('109000000000002'))).toEqual([reset]);
  });

  it('scopes by template, and a send without a template does not match', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ match: { templateName: 'order_update' }, action: { kind: 'platform-error', code: 132015 } });
    expect(plan.decide(send())).toEqual([]);
    expect(plan.decide(send(undefined, 'welcome'))).toEqual([]);
    expect(plan.decide(send(undefined, 'order_update'))).toEqual([{ kind: 'platform-error', code: 132015 }]);
  });

  it('scopes by business account', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ match: { businessAccountId: '200000000000009' }, action: reset });
    expect(plan.decide(templates)).toEqual([]);
    expect(plan.decide({ ...templates, businessAccountId: '200000000000009' })).toEqual([reset]);
  });

  it('combines every rule that applies, in the order they were added', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ action: { kind: 'latency', ms: 300 } });
    plan.add({ match: { route: 'send' }, action: { kind: 'later-failure', code: 131026, details: 'gone' } });
    expect(plan.decide(send())).toEqual([
      { kind: 'latency', ms: 300 },
      { kind: 'later-failure', code: 131026, details: 'gone' },
    ]);
  });
});

describe('how often a fault applies', () => {
  it('stops after `times`, counting only requests it applied to', () => {
    const plan = createFaultPlan({ seed: 1 });
    const id = plan.add({ match: { route: 'send' }, times: 2, action: reset });
    expect(plan.decide(templates)).toEqual([]);
    expect([plan.decide(send()), plan.decide(send()), plan.decide(send())]).toEqual([[reset], [reset], []]);
    expect(plan.applied(id)).toBe(2);
    expect(plan.list().map((r) => r.id)).toEqual([id]);
  });

  it('never applies a probability of 0 and always one of 1', () => {
    const plan = createFaultPlan({ seed: 1 });
    const never = plan.add({ probability: 0, action: { kind: 'hang' } });
    const always = plan.add({ probability: 1, action: reset });
    for (let i = 0; i < 100; i += 1) expect(plan.decide(send())).toEqual([reset]);
    expect([plan.applied(never), plan.applied(always)]).toEqual([0, 100]);
  });

  it('gives the same decisions for the same seed and other ones for another seed', () => {
    const run = (seed: number) => {
      const plan = createFaultPlan({ seed });
      plan.add({ probability: 0.5, action: reset });
      plan.add({ probability: 0.2, action: { kind: 'latency', minMs: 0, maxMs: 1_000 } });
      return Array.from({ length: 500 }, () => plan.decide(send()));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('applies a probability roughly in proportion over 10 000 requests', () => {
    const plan = createFaultPlan({ seed: 20261101 });
    const id = plan.add({ probability: 0.3, action: reset });
    for (let i = 0; i < 10_000; i += 1) plan.decide(send());
    // Six standard deviations either side (sd is about 46): wide, and the seed is fixed anyway.
    expect(plan.applied(id)).toBeGreaterThan(2_700);
    expect(plan.applied(id)).toBeLessThan(3_300);
  });

  it('draws a ranged latency within its bounds, covering both ends', () => {
    const plan = createFaultPlan({ seed: 7 });
    plan.add({ action: { kind: 'latency', minMs: 10, maxMs: 12 } });
    const seen = new Set(Array.from({ length: 200 }, () => plan.decide(send())).flat().map((a) => (a.kind === 'latency' ? a.ms : -1)));
    expect([...seen].sort()).toEqual([10, 11, 12]);
  });

  it('is reproducible for any seed and probability', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), (seed, probability) => {
        const decisions = () => {
          const plan = createFaultPlan({ seed });
          plan.add({ probability, action: reset });
          return Array.from({ length: 50 }, () => plan.decide(send()).length);
        };
        expect(decisions()).toEqual(decisions());
      }),
    );
  });
});

describe('managing the rules', () => {
  it('gives ids, keeps a given id, and refuses a duplicate one', () => {
    const plan = createFaultPlan({ seed: 1 });
    expect(plan.add({ action: reset })).toBe('fault-1');
    expect(plan.add({ id: 'mine', action: reset })).toBe('mine');
    expect(() => plan.add({ id: 'mine', action: reset })).toThrow(FaultRuleError);
    expect(plan.list().map((r) => r.id)).toEqual(['fault-1', 'mine']);
  });

  it('does not hand out an id someone chose', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ id: 'fault-1', action: reset });
    expect(plan.add({ action: reset })).toBe('fault-2');
  });

  it('removes one rule by id', () => {
    const plan = createFaultPlan({ seed: 1 });
    const id = plan.add({ action: reset });
    expect(plan.remove(id)).toBe(true);
    expect(plan.remove(id)).toBe(false);
    expect(plan.decide(send())).toEqual([]);
  });

  it('clear returns the plan to its state at creation, generator included', () => {
    const plan = createFaultPlan({ seed: 9 });
    const draw = () => {
      plan.add({ probability: 0.5, action: reset });
      return Array.from({ length: 100 }, () => plan.decide(send()).length);
    };
    const first = draw();
    plan.clear();
    expect(plan.list()).toEqual([]);
    expect(draw()).toEqual(first);
    expect(plan.list()[0]?.id).toBe('fault-1');
  });

  it('lists copies, so changing one does not change the plan', () => {
    const plan = createFaultPlan({ seed: 1 });
    plan.add({ match: { route: 'send' }, action: reset });
    const [listed] = plan.list();
    if (listed) listed.match.route = 'templates';
    expect(plan.decide(send())).toEqual([reset]);
  });

  it('checks a rule on add and names the bad field', () => {
    const plan = createFaultPlan({ seed: 1 });
    expect(() => plan.add({ probability: 1.5, action: reset })).toThrow('fault rule probability must be a number from 0 to 1, received 1.5');
    expect(plan.list()).toEqual([]);
  });

  it('refuses a seed that is not an integer', () => {
    expect(() => createFaultPlan({ seed: 0.5 })).toThrow(/seed .* got 0.5/);
  });
});
