// Section 1: `GET /api/v2/docs` is the "browsable version" of the served spec. Decision A16:
// fetched without a token first, then with one; 200 with an HTML page is required in one of
// the two modes. Whether it renders both operations takes a browser, so the reference's own
// browser test shows that, not this check.
import { expect } from 'vitest';
import { check } from '../support/checks/check.ts';
import { fetchPublic } from '../support/http/public-fetch.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const docsPath = '/api/v2/docs';
// Any document or fragment with one of the page-level elements; comments or a BOM may come first.
const looksLikeHtml = /<(!doctype html|html|head|body)[\s>]/i;

check({ id: 'docs-page-is-html', section: '1', title: 'GET /api/v2/docs answers 200 with an HTML page', decisions: ['A16'], asserts: { '1-serves-docs': ['docs-served'] } }, async () => {
  await run().provision();
  const { response, mode } = await fetchPublic(run().api.checked, docsPath, castOf(run().world).main.token);
  expect(response.status, `GET ${docsPath} ${mode}`).toBe(200);
  // The contract holds the Content-Type to text/html; the body must be a page too.
  expect(response.text, 'the body is an HTML page').toMatch(looksLikeHtml);
});

check({ id: 'spec-and-docs-need-no-token', section: '1', title: 'the served spec and the docs answer 200 without a token, and an unknown token changes nothing', profile: 'reference', decisions: ['A16'], asserts: { '1-serves-openapi': ['openapi-served'], '1-serves-docs': ['docs-served'] } }, async () => {
  await run().provision();
  for (const path of ['/api/v2/openapi.json', docsPath]) {
    for (const headers of [{}, { authorization: 'Bearer not-a-token-anyone-holds' }] as Record<string, string>[]) {
      const response = await run().api.checked.request({ method: 'GET', path, headers });
      expect(response.status, `${path} with ${JSON.stringify(Object.keys(headers))}`).toBe(200);
    }
  }
});
