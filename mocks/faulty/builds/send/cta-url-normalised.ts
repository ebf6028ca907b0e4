/** Section 2.3: a `cta_url` button is `{display_text, url}`: the link the customer opens is the one the send gives. */
import type { FaultyBuild } from '../../faulty-build.ts';
import { changingPlatformRequest } from '../../kit/platform-payload.ts';
import { changeStep } from '../../kit/steps.ts';

type Fields = Record<string, unknown>;

// The address passed through a URL parser and written back: the host in lower case, the
// fragment dropped, percent-encoding tidied, which sends the customer somewhere else than written.
function normalised(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return parsed.href;
  } catch {
    return url;
  }
}

const rebuiltLink = changingPlatformRequest((request) => {
  const interactive = request.interactive as Fields | undefined;
  const action = interactive?.action as Fields | undefined;
  const parameters = action?.parameters as Fields | undefined;
  if (interactive?.type !== 'cta_url' || !action || !parameters || typeof parameters.url !== 'string') return request;
  return { ...request, interactive: { ...interactive, action: { ...action, parameters: { ...parameters, url: normalised(parameters.url) } } } };
});

export const ctaUrlNormalised: FaultyBuild = {
  name: 'cta-url-normalised',
  deviation: 'A link button’s address reaches the platform rewritten by a URL parser (host in lower case, fragment dropped) instead of as written.',
  section: '2.3',
  breaks: { '2.3-three-kinds': ['every-field-exact-upstream'] },
  caughtBy: { files: ['suites/send/interactive-exact-upstream.check.ts'], checks: ['interactive-fields-reach-platform-exactly'] },
  parts: (reference) => ({ sendSteps: changeStep(reference.sendSteps, 'send', rebuiltLink) }),
};
