/**
 * Changing one step of a pipeline's table by name. A name the table does not hold throws at
 * once, so a renamed reference step breaks its faulty builds loudly instead of silently
 * leaving them identical to the reference.
 */
import type { NamedStep, Step } from '../../reference/pipeline/step.ts';

function indexOf<C>(steps: readonly NamedStep<C>[], name: string): number {
  const index = steps.findIndex((s) => s.name === name);
  if (index < 0) throw new Error(`the pipeline has no step ${JSON.stringify(name)} (it has ${steps.map((s) => s.name).join(', ')})`);
  return index;
}

/** The table with step `name` replaced by what `change` makes of the original. */
export function changeStep<C>(steps: readonly NamedStep<C>[], name: string, change: (original: Step<C>) => Step<C>): NamedStep<C>[] {
  const index = indexOf(steps, name);
  return steps.map((step, i) => (i === index ? { name, run: change(step.run) } : step));
}

/** The table without step `name`. */
export function dropStep<C>(steps: readonly NamedStep<C>[], name: string): NamedStep<C>[] {
  const index = indexOf(steps, name);
  return steps.filter((_, i) => i !== index);
}

/** The table with every step after `name` replaced by what `change` makes of it. */
export function changeStepsAfter<C>(steps: readonly NamedStep<C>[], name: string, change: (original: Step<C>) => Step<C>): NamedStep<C>[] {
  const index = indexOf(steps, name);
  return steps.map((step, i) => (i > index ? { name: step.name, run: change(step.run) } : step));
}
