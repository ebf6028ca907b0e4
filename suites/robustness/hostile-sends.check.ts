// Sections 2.7, 4, 4.1 and 7 under hostile input (decisions A17, A18, A73): whatever bytes,
// content type and extra headers a client sends to POST /api/v2/messages, the gateway answers
// without a 5xx (but 502 send_failed for what the platform itself refused), every 4xx is the error
// object of section 2.7, a refused request sends nothing, and the gateway still answers an
// ordinary send afterwards.
import fc from 'fast-check';
import { expect } from 'vitest';
import { codeOf } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { answerProblems } from '../support/robustness/answer-judge.ts';
import { hostileCall } from '../support/robustness/hostile-call.ts';
import { hostileContentType } from '../support/robustness/hostile-content-type.ts';
import { hostileHeaders } from '../support/robustness/hostile-header-value.ts';
import { hostileRuns } from '../support/robustness/hostile-runs.ts';
import { hostileSendBody, type HostileBase } from '../support/robustness/hostile-send-body.ts';
import { pollutionMarker } from '../support/robustness/prototype-keys.ts';
import { prototypeAdditions } from '../support/robustness/prototypes.ts';
import { useRun } from '../support/run/harness-run.ts';
import { textTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** The property: hostile bodies built around `base` sends, `runs` of them, then an ordinary text. */
async function hostileSends(base: HostileBase, runs: number): Promise<void> {
  const { api, upstream, world } = run();
  await run().provision();
  const cast = castOf(world);
  let keys = 0;
  await fc.assert(
    fc.asyncProperty(hostileSendBody(cast.customers.inWindow, base), hostileContentType, hostileHeaders, fc.boolean(), async (body, type, extra, keyed) => {
      upstream.pace(6);
      const mark = upstream.mark();
      // Half the requests carry a fresh key, so the body also meets whatever a gateway does with keyed bodies.
      const key: Record<string, string> = keyed ? { 'idempotency-key': `hostile-${base}-${(keys += 1)}` } : {};
      const headers: Record<string, string> = { authorization: `Bearer ${cast.main.token}`, ...key, ...extra.headers, ...(type.value === undefined ? {} : { 'content-type': type.value }) };
      const { response, violations } = await hostileCall(api.checked, 'gateway', { method: 'POST', path: '/api/v2/messages', headers, body: body.bytes });
      const what = `${body.what}, Content-Type ${JSON.stringify(type.value)}, ${extra.what}`;
      // Section 7's one 5xx for a well-formed send: 502 send_failed when the platform refused what it was sent
      // (a value of the wrong type the gateway does not check, such as a media_url of "0").
      expect([...answerProblems(response, { format: 'public', allowed5xx: [502] }), ...violations], what).toEqual([]);
      const reachedPlatform = (response.status >= 200 && response.status < 300) || response.status === 502;
      if (response.status === 502) expect(codeOf(response), what).toBe('send_failed');
      expect(upstream.sendsSince(mark), `${what}: sends upstream for a ${response.status}`).toHaveLength(reachedPlatform ? 1 : 0);
      // A17: a body not sent as JSON is refused; section 4.1: broken JSON and JSON that is no object
      // are 422, unless an extra header was refused first (which check comes first is open: A13).
      if (!type.json) expect(response.status >= 400 && response.status < 500, `${what}: answered ${response.status}`).toBe(true);
      else if ((body.kind === 'not-json' || body.kind === 'not-object') && Object.keys(extra.headers).length === 0) {
        expect([response.status, codeOf(response)], what).toEqual([422, 'validation_error']);
      }
    }),
    { numRuns: runs },
  );
  upstream.pace(6);
  const after = await api.sendMessage({ token: cast.main.token, body: textTo(cast.customers.inWindow, 'Still here?') });
  expect(after.status, 'an ordinary send after the hostile ones').toBe(200);
  expect(prototypeAdditions(), 'members added to built-in prototypes').toEqual([]);
  expect((({}) as Record<string, unknown>)[pollutionMarker], 'a polluted Object.prototype').toBeUndefined();
}

// Built around free-form sends: a build that has its text sends gets its robustness judged.
check({ id: 'hostile-send-bodies', section: '7', title: 'garbage bodies, content types and headers on a free-form send: no 5xx but a platform refusal, every 4xx in the error format, nothing sent when refused, JSON that is broken or no object is 422', decisions: ['A13', 'A17', 'A18', 'A73'] }, () => hostileSends('free-form', hostileRuns()));

// Built around a template send, with a third of the runs: the template's own fields and values.
check({ id: 'hostile-template-send-bodies', section: '7', title: 'garbage bodies, content types and headers on a template send: no 5xx but a platform refusal, every 4xx in the error format, nothing sent when refused, JSON that is broken or no object is 422', decisions: ['A13', 'A17', 'A18', 'A73'] }, () => hostileSends('template', Math.ceil(hostileRuns() / 3)));
