// Steps are changed by name, and a name the table lacks fails at once: a renamed reference step
// must break the builds that change it, not leave them equal to the reference.
import { describe, expect, it } from 'vitest';
import type { NamedStep } from '../../reference/pipeline/step.ts';
import { changeStep, changeStepsAfter, dropStep } from './steps.ts';

type Context = { seen: string[] };
const step = (name: string): NamedStep<Context> => ({ name, run: (c) => void c.seen.push(name) });
const table = [step('first'), step('second'), step('third')];

describe('changing a pipeline step', () => {
  it('replaces exactly the named step, given the original to wrap, and leaves the table as it was', async () => {
    const changed = changeStep(table, 'second', (original) => async (c) => {
      c.seen.push('before');
      return original(c);
    });
    const context: Context = { seen: [] };
    for (const s of changed) await s.run(context);
    expect(context.seen).toEqual(['first', 'before', 'second', 'third']);
    expect(changed.map((s) => s.name)).toEqual(['first', 'second', 'third']);
    expect(table[1]?.run).not.toBe(changed[1]?.run);
  });

  it('drops the named step only', () => {
    expect(dropStep(table, 'first').map((s) => s.name)).toEqual(['second', 'third']);
  });

  it('changes every step after the named one, and only those', async () => {
    const changed = changeStepsAfter(table, 'first', (original) => async (c) => {
      c.seen.push('wrapped');
      return original(c);
    });
    const context: Context = { seen: [] };
    for (const s of changed) await s.run(context);
    expect(context.seen).toEqual(['first', 'wrapped', 'second', 'wrapped', 'third']);
    expect(changed.map((s) => s.name)).toEqual(['first', 'second', 'third']);
    expect(changed[0]).toBe(table[0]);
  });

  it('throws on a name the table does not hold, naming the ones it does', () => {
    expect(() => changeStep(table, 'fourth', (o) => o)).toThrow('the pipeline has no step "fourth" (it has first, second, third)');
    expect(() => dropStep(table, 'fourth')).toThrow(/no step "fourth"/);
    expect(() => changeStepsAfter(table, 'fourth', (o) => o)).toThrow(/no step "fourth"/);
  });
});
