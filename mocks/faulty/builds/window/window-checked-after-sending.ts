/** Section 1, item 1: "The service checks this itself before calling the upstream platform." */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changeStep } from '../../kit/steps.ts';

// The window judged from the send's outcome: the platform is called first, and a closed window
// turns its answer into 409, after the message went out.
export const windowCheckedAfterSending: FaultyBuild = {
  name: 'window-checked-after-sending',
  deviation: 'A free-form send outside the window is answered 409 outside_messaging_window only after the platform took the message.',
  section: '1',
  breaks: { '1-window-checked-locally': ['outside-window-sends-nothing'], '4.1-prechecks-send-nothing': ['window-refusal-sends-nothing'] },
  parts: (reference) => {
    const window = reference.sendSteps.find((s) => s.name === 'window')?.run;
    if (!window) throw new Error('the send pipeline has no window step');
    const skipped = changeStep(reference.sendSteps, 'window', () => () => undefined);
    return {
      sendSteps: changeStep(skipped, 'send', (send) => async (context) => {
        const refused = await window(context);
        const reply = await send(context);
        return refused ?? reply;
      }),
    };
  },
};
