// Section 1: locations, contact cards and reactions "cannot be sent at all"; section 2.1 lists the
// seven values of `type`, so any other is 422 validation_error naming `type` before the platform
// is called (4.1). Each body is shaped as the platform itself would take that kind.
import { expect, type TestContext } from 'vitest';
import { expectValidationError } from '../support/assertions/validation-error.ts';
import { check } from '../support/checks/check.ts';
import { Warnings } from '../support/checks/warnings.ts';
import { useRun } from '../support/run/harness-run.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

/** Kinds the platform knows and the service refuses, each with the fields the platform would read. */
function unsupported(to: string): { kind: string; body: Record<string, unknown> }[] {
  return [
    { kind: 'location', body: { to, type: 'location', location: { latitude: '51.5072', longitude: '-0.1276', name: 'Depot', address: '1 Yard Lane' } } },
    { kind: 'contacts', body: { to, type: 'contacts', contacts: [{ name: { formatted_name: 'Ada Lovelace', first_name: 'Ada' }, phones: [{ phone: '+442071234567', type: 'WORK' }] }] } },
    { kind: 'reaction', body: { to, type: 'reaction', reaction: { message_id: 'wamid.HBgLMTIwMjU1NTAxMDEVAgARGBI', emoji: '\u{1F44D}' } } },
  ];
}

check({ id: 'unsupported-kinds-are-422', section: '1', title: 'a location, contact-card or reaction send is 422 validation_error naming type, and sends nothing', decisions: ['A3', 'A4'], asserts: { '1-unsupported-kinds': ['location-type-422', 'contacts-type-422', 'reaction-type-422'], '4.1-prechecks-send-nothing': ['validation-sends-nothing'] } }, async (context: TestContext) => {
  await run().provision();
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const warnings = new Warnings();
  for (const { kind, body } of unsupported(cast.customers.inWindow)) {
    const mark = upstream.mark();
    const response = await api.sendMessage({ token: cast.main.token, body, invalidRequest: true });
    warnings.add(expectValidationError(response, ['type'], `type ${kind}`));
    expect(upstream.sendsSince(mark), `type ${kind}: nothing sent`).toHaveLength(0);
  }
  await warnings.report(context);
});
