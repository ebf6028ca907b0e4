// Section 2.1: `template_language` is the "exact approved language code … no fallback", so a code
// that differs from an approved one only in case or separator names no approved language: 400
// invalid_template (section 4.1, "template exists but not in that language"), or 422
// validation_error for a gateway that checks the code against the example shapes `xx_XX` and
// `xx`, which neither spelling has (decision A22); nothing is sent.
// `template_components` is optional ("omit for a template without variables"): left out or empty,
// a template without placeholders is sent; one with placeholders is short of values (400).
import { expect } from 'vitest';
import { codeOf, expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function sendTemplate(fields: Record<string, unknown>) {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: { to: cast.customers.inWindow, type: 'template', ...fields }, invalidRequest: true });
  return { response, sent: upstream.sendsSince(mark) };
}

// thank_you is approved in en_US only.
const nearCodes: [boundary: string, code: string][] = [
  ['language-lower-region', 'en_us'],
  ['language-hyphen', 'en-US'],
];

check(
  {
    id: 'language-code-matched-exactly',
    section: '2.1',
    title: 'a template approved in en_US sent as en_us or en-US is 400 invalid_template (or 422 where its shape is checked) and sends nothing',
    decisions: ['A22'],
    asserts: { '2.1-template-language-exact': nearCodes.map(([boundary]) => boundary) },
  },
  async () => {
    await run().provision();
    for (const [boundary, code] of nearCodes) {
      const { response, sent } = await sendTemplate({ template_name: 'thank_you', template_language: code });
      const answer = [response.status, codeOf(response)];
      expect([[400, 'invalid_template'], [422, 'validation_error']], `${boundary} ${code}: answered ${JSON.stringify(answer)}`).toContainEqual(answer);
      expect(sent, `${boundary}: nothing sent`).toEqual([]);
    }
  },
);

const noValues: [boundary: string, fields: Record<string, unknown>][] = [
  ['components-absent', {}],
  ['components-empty-array', { template_components: [] }],
];

check(
  {
    id: 'template-components-may-be-left-out',
    section: '2.1',
    title: 'template_components left out or [] sends a template without placeholders, and is 400 invalid_template for one with a placeholder',
    asserts: { '2.1-template-components-optional': noValues.map(([boundary]) => boundary) },
  },
  async () => {
    await run().provision();
    for (const [boundary, fields] of noValues) {
      const plain = await sendTemplate({ template_name: 'thank_you', template_language: 'en_US', ...fields });
      expectSent(plain.response);
      const names = plain.sent.map((entry) => (entry.body as { template?: { name?: unknown; language?: { code?: unknown } } }).template);
      expect(names.map((t) => [t?.name, t?.language?.code]), `${boundary}: the template reached the platform`).toEqual([['thank_you', 'en_US']]);
      // order_cancelled has {{1}} in its body: no values is fewer than its placeholders (4.1).
      const short = await sendTemplate({ template_name: 'order_cancelled', template_language: 'en_US', ...fields });
      expectError(short.response, 400, 'invalid_template');
      expect(short.sent, `${boundary}: a template short of values sends nothing`).toEqual([]);
    }
  },
);
