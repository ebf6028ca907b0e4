// Section 9: breaking changes get a new prefix rather than being applied in place. Decision A72:
// the served `GET /api/v2/openapi.json` is compared with the bundled contract by the contract
// diff; a breaking difference that contradicts what the text states fails, any other breaking
// difference is a finding (A62, A70). Decision A16: fetched without a token first.
import { expect, type TestContext } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { locationOf } from '../../contracts/diff/format-text.ts';
import { ContractInputError, contractFromObject, parseContractText, type ContractDocument } from '../../contracts/diff/load.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { servedDrift } from '../support/contract/served-drift.ts';
import { fetchPublic } from '../support/http/public-fetch.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

check({ id: 'served-spec-no-breaking-drift', section: '9', title: 'the served spec contradicts none of the limits, values, codes and operations the bundled contract takes from the text; other breaking differences are findings', decisions: ['A16', 'A62', 'A70', 'A72'], asserts: { '1-serves-openapi': ['openapi-served'], '9-changes-new-prefix': ['no-breaking-drift-in-served-spec'] } }, async (context: TestContext) => {
  await run().provision();
  const { response, mode } = await fetchPublic(run().api.checked, '/api/v2/openapi.json', castOf(run().world).main.token);
  expect(response.status, `GET /api/v2/openapi.json ${mode}`).toBe(200);
  const warnings = new Warnings();
  let served: ContractDocument;
  try {
    served = parseContractText(response.text, 'the served document');
  } catch (error) {
    // Whether the document is valid at all is served-spec-is-valid-openapi's verdict (A70).
    if (!(error instanceof ContractInputError)) throw error;
    warnings.add(`not compared: ${error.message}`);
    await warnings.report(context);
    return;
  }
  const drift = servedDrift(contractFromObject(loadContract('gateway'), 'the bundled contract'), served);
  for (const finding of drift.findings) warnings.add(`A62 finding: ${locationOf(finding)}: ${finding.message} [${finding.rule}]`);
  await warnings.report(context, 20);
  expect(drift.failures.map((c) => `${locationOf(c)}: ${c.message} [${c.rule}; ${c.basis}]`), 'breaking drift from the bundled contract (A72)').toEqual([]);
});
