/**
 * How a build serves requests that arrive together, which the spec leaves open (decision A81): one
 * that works on sends side by side but reaches the key and the platform late on every second send,
 * and one that serves public requests strictly one at a time, so a second request is answered only
 * once the first has been.
 */
import { changeStep } from '../../faulty/kit/steps.ts';
import type { PipelineContext } from '../../reference/pipeline/run-pipeline.ts';
import type { NamedStep } from '../../reference/pipeline/step.ts';
import type { AllowedVariant } from '../allowed-variant.ts';

/** Real time every second send spends on work of its own (a cache that is cold every other time) before its key is claimed. */
const unevenMs = 60;

/**
 * Requests are served side by side, but the second of two sends made together reaches its key and
 * the platform well after the first: long enough that, without a held platform answer, the first
 * may already be answered by then.
 */
export const keyedSendsUnevenlySlow: AllowedVariant = {
  name: 'keyed-sends-unevenly-slow',
  decision: 'A81',
  sections: ['3.3'],
  change: `Every second send spends ${unevenMs} ms of real time on work of its own before its key is claimed and the platform called, while requests are served side by side.`,
  parts: (base) => {
    let sends = 0;
    return {
      sendSteps: changeStep(base.sendSteps, 'idempotency', (original) => async (context) => {
        sends += 1;
        if (sends % 2 === 0) await new Promise((resolve) => setTimeout(resolve, unevenMs));
        return original(context);
      }),
    };
  },
};

/** A queue of requests: each waits for the one before it to be answered. */
function oneAtATime() {
  let last: Promise<void> = Promise.resolve();
  return <C extends PipelineContext>(steps: readonly NamedStep<C>[]): NamedStep<C>[] =>
    changeStep(steps, 'authenticate', (original) => async (context) => {
      const before = last;
      let done = () => {};
      last = new Promise<void>((resolve) => (done = resolve));
      // Released once this request's answer is known, whatever it is: the runner calls every
      // `afterAnswer` in its `finally`.
      context.afterAnswer.push(() => done());
      await before;
      return original(context);
    });
}

export const requestsOneAtATime: AllowedVariant = {
  name: 'requests-one-at-a-time',
  decision: 'A81',
  sections: ['3.3', '4.1', '4.2'],
  change: 'Sends and listings are served strictly one at a time: a request waits until every request before it has been answered, so no key is ever seen in flight.',
  parts: (base) => {
    const queue = oneAtATime();
    return { sendSteps: queue(base.sendSteps), listSteps: queue(base.listSteps) };
  },
};
