// Section 7, notes: "Media failures (URL not public, not HTTPS, redirect not followed, file too
// large or type not accepted) surface as 502." Each failure is planted as the platform's refusal
// of a media send (its media error, 131053, with the reason in its details), once on an image, a
// document, a video and an audio send: each is 502 send_failed with the reason as prose, no
// platform code and no request id, and the send reached the platform exactly once. (The check of
// upstream-outcomes.check.ts plants the media refusal on an image send only.)
import { expect, type TestContext } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { errorBodyLeaks, rateLimitHeaders, requestIdHeaders, stackTraceIn } from '../support/assertions/error-leaks.ts';
import { check } from '../support/checks/check.ts';
import { given } from '../support/checks/precondition.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { onNextSend } from '../support/run/upstream-faults.ts';
import { mediaRefusal } from '../support/spec/platform-outcomes.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

const failures: [problem: string, details: string][] = [
  ['an address that is not HTTPS', 'Media download failed: the link is not served over HTTPS.'],
  ['an address that is not public', 'Media download failed: the link points at a private address.'],
  ['a redirect', 'Media download failed: the link answered with a redirect, which is not followed.'],
  ['a file too large', 'Media upload failed: the file is larger than this media type allows.'],
  ['a type not accepted', 'Media upload failed: the file type is not accepted for this media type.'],
];

const mediaKinds = ['image', 'document', 'video', 'audio'] as const;

check({ id: 'media-refusals-are-502', section: '7', title: 'an image, document, video or audio send the platform refuses for its media (not HTTPS, not public, a redirect, too large, a type not accepted) is 502 send_failed with a prose reason, no platform code or request id, sent once', decisions: ['A57', 'A59'], asserts: { '7-media-failures-502': mediaKinds.map((kind) => `${kind}-refused-502`), '7-send-failed-502': ['platform-refusal'], '7-502-reason-is-prose': ['refusal-prose-only'], '7-no-extra-error-fields': ['no-platform-code', 'no-request-id'] } }, async (context: TestContext) => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const warnings = new Warnings();
  for (const kind of mediaKinds) {
    for (const [problem, details] of failures) {
      const what = `${problem} on ${kind === 'image' ? 'an' : 'a'} ${kind} send`;
      await given('the platform is set to refuse the next send for its media', () => upstream.addFault(onNextSend(cast.main.id, { kind: 'platform-error', code: mediaRefusal, details })));
      upstream.pace(6);
      const mark = upstream.mark();
      const response = await api.sendMessage({ token: cast.main.token, body: freeFormTo(kind, cast.customers.inWindow) });
      expect(upstream.sendsSince(mark), `${what}: reached the platform once`).toHaveLength(1);
      expect([response.status, codeOf(response)], what).toEqual([502, 'send_failed']);
      const message = (response.json as { message?: unknown } | undefined)?.message;
      expect(typeof message === 'string' && message.trim().length > 0, `${what}: a non-empty message`).toBe(true);
      expect(stackTraceIn(response.text), what).toBeUndefined();
      expect(errorBodyLeaks(response.json, mediaRefusal), what).toEqual([]);
      expect(rateLimitHeaders(response.headers), `${what}: rate-limit headers`).toEqual([]);
      const ids = requestIdHeaders(response.headers);
      if (ids.length > 0) warnings.add(`A59: request-id headers ${ids.join(', ')} on ${what}`);
    }
  }
  await warnings.report(context);
});
