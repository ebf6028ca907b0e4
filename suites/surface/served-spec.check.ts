// Sections 1 and 9: `GET /api/v2/openapi.json` serves the machine-readable spec. Decision A62:
// behaviour checks follow the prose; the served document is a separate track, and where it
// disagrees with the prose (the bundled contract) that is a finding, not a failure. Decision
// A16: fetched without a token first, then with one.
import { expect, type TestContext } from 'vitest';
import { contractText, loadContract, type OpenApiDocument } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { openApiValidity } from '../support/contract/openapi-validity.ts';
import { describeDifference, operationShapes, shapeDifferences } from '../support/contract/operation-shape.ts';
import { fetchPublic } from '../support/http/public-fetch.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();
const specPath = '/api/v2/openapi.json';

/** The served document's text; 200 is required without a token or with one (A16). */
async function servedSpec(): Promise<string> {
  await run().provision();
  const { response, mode } = await fetchPublic(run().api.checked, specPath, castOf(run().world).main.token);
  expect(response.status, `GET ${specPath} ${mode}`).toBe(200);
  return response.text;
}

check({ id: 'served-spec-is-valid-openapi', section: '9', title: 'GET /api/v2/openapi.json answers 200 with a valid OpenAPI document (a version other than 3.1 is only a warning)', decisions: ['A16', 'A62'], asserts: { '1-serves-openapi': ['openapi-served'] } }, async (context: TestContext) => {
  const validity = await openApiValidity(await servedSpec());
  expect(validity.problems).toEqual([]);
  // The spec names no OpenAPI version; the bundled contract is 3.1.
  const warnings = new Warnings();
  if (validity.version !== 'oas3_1') warnings.add(`the served document declares OpenAPI ${validity.declared ?? '?'}; the bundled contract is 3.1`);
  await warnings.report(context);
});

// A structural comparison (operations, parameters, statuses, error codes), not a breaking-change
// diff. Every difference is attached as a finding; the verdict only needs a readable document.
check({ id: 'served-spec-structure-findings', section: '9', title: "the served spec's operations, parameters, statuses and error codes are compared with the contract; each difference is a finding, not a failure", decisions: ['A16', 'A62'], asserts: { '1-serves-openapi': ['openapi-served'] } }, async (context: TestContext) => {
  const served = JSON.parse(await servedSpec()) as OpenApiDocument;
  const differences = shapeDifferences(operationShapes(served), operationShapes(loadContract('gateway')));
  const warnings = new Warnings();
  for (const difference of differences) warnings.add(`A62 finding: ${describeDifference(difference)}`);
  await warnings.report(context, 20);
});

check({ id: 'served-spec-is-the-contract', section: '9', title: 'the reference serves the bundled contract byte for byte, without a token', profile: 'reference', decisions: ['A16', 'A62'], asserts: { '1-serves-openapi': ['openapi-served'] } }, async () => {
  await run().provision();
  const response = await run().api.checked.request({ method: 'GET', path: specPath, headers: {} });
  expect(response.status).toBe(200);
  expect(response.text === contractText('gateway'), 'the served text equals contracts/gateway-v2.openapi.json').toBe(true);
});
