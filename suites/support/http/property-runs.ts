/**
 * A fast-check plugin that marks each run of a property on the exchange trail, so the calls of
 * the run that failed last (after shrinking: the counter-example) are kept apart from the calls
 * of the passing shrink attempts that came after it.
 */
import fc from 'fast-check';
import { endPropertyRun, startPropertyRun } from './exchange-trail.ts';

type RunOutput = fc.PreconditionFailure | fc.PropertyFailure | null;

function failed(output: RunOutput): boolean {
  return output !== null && !fc.PreconditionFailure.isFailure(output);
}

/** Marks each run; a run that returns synchronously is ended synchronously, as fast-check requires. */
export const propertyRuns: fc.Plugin<unknown> = () => ({
  decorateRun: (nested) => (value) => {
    startPropertyRun();
    const output = nested(value);
    if (output instanceof Promise) {
      return output.then((settled: RunOutput) => {
        endPropertyRun(failed(settled));
        return settled;
      });
    }
    endPropertyRun(failed(output as RunOutput));
    return output;
  },
});

const installedKey = Symbol.for('gateway-harness.property-runs-plugin');

/**
 * Installs the plugin for every property of this process. fast-check may be loaded once per
 * worker while the suite's modules load once per file: it goes in once per loaded fast-check.
 */
export function installPropertyRuns(): void {
  const holder = globalThis as { [installedKey]?: WeakSet<object> };
  const installedIn = (holder[installedKey] ??= new WeakSet());
  if (installedIn.has(fc.installGlobalPlugin)) return;
  fc.installGlobalPlugin(propertyRuns);
  installedIn.add(fc.installGlobalPlugin);
}
