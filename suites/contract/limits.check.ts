// Section 8: every limit of the spec's table is in the gateway contract, as JSON Schema where
// JSON Schema can say it and as a documented extension where it cannot.
import { expect } from 'vitest';
import { loadContract } from '../../contracts/index.ts';
import { check } from '../support/checks/check.ts';
import { findSchemaProperty, findExtension } from '../support/contract/schema-lookup.ts';
import { fieldLimits, interactiveLimits, oneTimeCodeLimits, templatePageLimit } from '../support/spec/limits.ts';
import { buildOperationIndex } from '../../contracts/exchange/operation-index.ts';

const doc = loadContract('gateway');

check({ id: 'field-length-limits', section: '8', subject: 'bundled-contract', title: 'text and caption lengths are bounded as the table says', asserts: { '2.1-text-max-4096': ['at-limit', 'one-past-limit'], '2.1-caption-max-1024': ['at-limit', 'one-past-limit'] } }, () => {
  for (const limit of fieldLimits) {
    const property = findSchemaProperty(doc, limit.schema, limit.path);
    expect(property, limit.item).toBeDefined();
    expect(property?.maxLength, limit.item).toBe(limit.maxLength);
  }
});

check({ id: 'interactive-limits', section: '8', subject: 'bundled-contract', title: 'footer, buttons, button text, section title and row description are bounded', asserts: { '2.3-buttons-max-3': ['three-buttons-sent', 'four-buttons-422'], '2.3-footer-max-60': ['at-limit', 'one-past-limit'], '2.3-button-text-max-20': ['at-limit', 'one-past-limit'], '2.3-button-text-default': ['button-text-omitted-is-view'], '2.3-section-title-max-24': ['at-limit', 'one-past-limit'], '2.3-row-description-max-72': ['at-limit', 'one-past-limit'] } }, () => {
  const at = (schema: string, ...path: string[]) => findSchemaProperty(doc, schema, path);
  expect(at('InteractiveCommon', 'footer')?.maxLength).toBe(interactiveLimits.footer);
  expect(at('InteractiveButtons', 'buttons')?.maxItems).toBe(interactiveLimits.buttons);
  expect(at('InteractiveList', 'button_text')).toMatchObject({ maxLength: interactiveLimits.buttonText, default: interactiveLimits.buttonTextDefault });
  expect(at('InteractiveListSection', 'title')?.maxLength).toBe(interactiveLimits.sectionTitle);
  expect(at('InteractiveListRow', 'description')?.maxLength).toBe(interactiveLimits.rowDescription);
});

check({ id: 'list-rows-across-sections', section: '2.3', subject: 'bundled-contract', title: 'rows are counted 1 to 10 across all sections, with unique option ids', asserts: { '2.3-rows-1-to-10': ['no-rows-422', 'ten-rows-across-sections-sent', 'eleven-rows-across-sections-422'], '2.3-option-ids-unique': ['repeated-row-id-422'] } }, () => {
  const total = findExtension<{ path: string; minimum: number; maximum: number }>(doc, 'x-total-items');
  expect(total).toContainEqual({ path: 'sections[].rows', minimum: interactiveLimits.rowsMin, maximum: interactiveLimits.rowsMax });
  const unique = findExtension<string[]>(doc, 'x-unique-values').flat();
  expect(unique).toContain('sections[].rows[].id');
  expect(unique).toContain('buttons[].id');
});

check({ id: 'one-time-code-rules-documented', section: '4.1', subject: 'bundled-contract', title: 'the one-time-code rules are carried by the template send schema', asserts: { '4.1-code-string-1-15': ['at-limit', 'one-past-limit', 'one-char-sent', 'empty-422', 'not-a-string-422'], '4.1-code-characters': ['link-422', 'emoji-422', 'new-line-422', 'tab-422', 'leading-space-422', 'trailing-space-422'] } }, () => {
  const rules = findExtension<{ minLength: number; maxLength: number; forbidden: string[]; code: string }>(doc, 'x-one-time-code');
  expect(rules).toHaveLength(1);
  expect(rules[0]).toMatchObject({ ...oneTimeCodeLimits, code: 'invalid_one_time_code' });
  expect([...(rules[0]?.forbidden ?? [])].sort()).toEqual(['edge-space', 'emoji', 'link', 'newline', 'tab']);
});

check({ id: 'template-page-limit', section: '4.2', subject: 'bundled-contract', title: 'limit is an integer from 1 to 100 with default 25', asserts: { '4.2-limit-range': ['default-pages-as-limit-25', 'default-25-of-30-has-more', 'limit-1', 'limit-100', 'limit-0', 'limit-101'] } }, () => {
  const op = buildOperationIndex(doc).byId('listTemplates');
  const limit = op?.parameters.find((p) => p.name === 'limit' && p.in === 'query');
  expect(limit?.schema).toMatchObject({ type: 'integer', ...templatePageLimit });
});
