// Section 4.1: "media or location header left out or of the wrong media type" is 400
// invalid_template, checked before the platform is called. A text value is of the wrong type for
// an IMAGE or LOCATION header just as another media is (section 2.5: such a header takes that
// media by link, or latitude and longitude).
import { expect } from 'vitest';
import { expectError, expectSent } from '../support/assertions/error-answer.ts';
import { check } from '../support/checks/check.ts';
import { useRun } from '../support/run/harness-run.ts';
import { bodyWith, headerValueOf, headerWith, templateSend, textValue, type SendComponent } from '../support/spec/template-components.ts';
import { castOf } from '../support/world/cast.ts';

const run = useRun();

async function sendTemplate(name: string, components: SendComponent[]) {
  const { api, upstream, world } = run();
  const cast = castOf(world);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: cast.main.token, body: templateSend(cast.customers.inWindow, name, 'en_US', components) });
  return { response, sent: upstream.sendsSince(mark) };
}

// new_collection: IMAGE header and one body value; store_opening: LOCATION header, plain body.
const cases: [boundary: string, name: string, components: SendComponent[]][] = [
  ['text-for-image-header', 'new_collection', [headerWith(textValue('Autumn')), bodyWith(textValue('autumn'))]],
  ['text-for-location-header', 'store_opening', [headerWith(textValue('51.5072,-0.1276'))]],
  ['header-missing', 'new_collection', [bodyWith(textValue('autumn'))]],
  ['header-missing', 'store_opening', []],
];

check(
  {
    id: 'text-for-media-header-is-400',
    section: '4.1',
    title: 'a text value for an IMAGE or LOCATION header, or the header left out, is 400 invalid_template and sends nothing; the right header is sent',
    asserts: { '4.1-header-missing-or-wrong-400': ['text-for-image-header', 'text-for-location-header', 'header-missing'] },
  },
  async () => {
    await run().provision();
    for (const [boundary, name, components] of cases) {
      const { response, sent } = await sendTemplate(name, components);
      expectError(response, 400, 'invalid_template');
      expect(sent, `${boundary} on ${name}: nothing sent`).toEqual([]);
    }
    // The same templates with the header they ask for go out, so only the header was wrong above.
    expectSent((await sendTemplate('new_collection', [headerWith(headerValueOf('image')), bodyWith(textValue('autumn'))])).response);
    expectSent((await sendTemplate('store_opening', [headerWith(headerValueOf('location'))])).response);
  },
);
