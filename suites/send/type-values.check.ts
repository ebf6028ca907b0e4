// Section 2.1: `type` is one of `text`, `template`, `image`, `document`, `video`, `audio`,
// `interactive`, spelt exactly so; "any other value is 422 validation_error", and section 4.1
// makes that a check before the platform is called. A near spelling (other case, empty, a
// trailing space) is another value, never read as the type it resembles.
import { expect } from 'vitest';
import { expectError } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { freeFormTo } from '../support/run/send-examples.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

// Each body is otherwise a valid send of the kind its `type` resembles, so only the spelling is wrong.
const spellings: [boundary: string, type: string, kind: 'text' | 'buttons'][] = [
  ['type-upper-case', 'TEXT', 'text'],
  ['type-capitalised', 'Text', 'text'],
  ['type-empty', '', 'text'],
  ['type-trailing-space', 'interactive ', 'buttons'],
];

check(
  {
    id: 'type-near-spellings-are-422',
    section: '2.1',
    title: '`type` spelt TEXT, Text, "" or "interactive " is 422 validation_error and sends nothing',
    asserts: { '2.1-type-values': spellings.map(([boundary]) => boundary) },
  },
  async () => {
    await run().provision();
    const { api, upstream, world } = run();
    const cast = castOf(world);
    for (const [boundary, type, kind] of spellings) {
      const mark = upstream.mark();
      const response = await api.sendMessage({ token: cast.main.token, body: { ...freeFormTo(kind, cast.customers.inWindow), type }, invalidRequest: true });
      expectError(response, 422, 'validation_error');
      expect(upstream.sendsSince(mark), `${boundary} (${JSON.stringify(type)}): nothing sent`).toEqual([]);
    }
  },
);
