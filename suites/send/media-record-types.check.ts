// Section 2.2: `message_type` names the kind of message ("e.g. `text`, `template`"), the values
// of section 2.1's `type`. A media send is recorded under its own type: `image`, `document`,
// `video` or `audio` (decision A36; what an interactive send is recorded as stays open).
import { expect } from 'vitest';
import { expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import type { MessageRecord } from '../support/http/gateway-client.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check(
  {
    id: 'media-sends-recorded-by-type',
    section: '2.2',
    title: 'an image, document, video or audio send answers a record whose message_type is that type',
    decisions: ['A36'],
    asserts: { '2.2-message-type': ['media-message-types'] },
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const kind of ['image', 'document', 'video', 'audio'] as const) {
      upstream.pace(6);
      const response = await api.sendMessage({ token: cast.main.token, body: freeFormTo(kind, cast.customers.inWindow) });
      expectSent(response);
      expect((response.json as MessageRecord).message_type, kind).toBe(kind);
    }
  },
);
