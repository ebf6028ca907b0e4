import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contracts/index.ts';
import { schemaCompiler } from '../../../contracts/schemas.ts';
import { fixtureTemplate, fixtureTemplates } from '../templates/test-kit.ts';
import { templateRecord } from './template-record.ts';

const validRecord = schemaCompiler('gateway').component('TemplateRecord');
const recordFields = Object.keys((loadContract('gateway').components?.schemas?.TemplateRecord as { properties: object }).properties);

// Section 2.5: the template record.
describe('template record', () => {
  it('is a valid TemplateRecord of the contract for every fixture template', () => {
    for (const template of fixtureTemplates()) expect(validRecord(templateRecord(template)), `${template.name} ${JSON.stringify(validRecord.errors)}`).toBe(true);
  });

  it('has exactly the fields of section 2.5, none of the local copy', () => {
    expect(Object.keys(templateRecord(fixtureTemplate('welcome_offer'))).sort()).toEqual([...recordFields].sort());
  });

  it('shows the copy as it is: name, language, category, status, quality and components', () => {
    const template = fixtureTemplate('order_update', 'en');
    expect(templateRecord(template)).toMatchObject({
      id: template.id,
      name: 'order_update',
      language: 'en',
      category: template.category,
      status: 'APPROVED',
      quality_score: template.quality_score,
      components: template.components,
    });
  });

  // Section 3.2 via sendability; decision A47: null reason when sendable, a sentence when not.
  it('carries the send rule: a sendable status has no reason, an unsendable one a sentence', () => {
    expect(templateRecord(fixtureTemplate('spring_sale'))).toMatchObject({ status: 'FLAGGED', sendable: true, unsendable_reason: null });
    expect(templateRecord(fixtureTemplate('loyalty_points'))).toMatchObject({ status: 'SUBMITTED', sendable: true, unsendable_reason: null });
    const paused = templateRecord(fixtureTemplate('weekend_deal'));
    expect(paused).toMatchObject({ status: 'PAUSED', sendable: false });
    expect(paused.unsendable_reason).toMatch(/feedback/);
  });

  // Decisions A35 and A47.
  it('writes times in the reference form and keeps approved_at null for a never-approved template', () => {
    expect(templateRecord(fixtureTemplate('order_update'))).toMatchObject({ approved_at: '2026-10-30T11:00:00.000Z', status_changed_at: '2026-10-30T11:00:00.000Z' });
    expect(templateRecord(fixtureTemplate('flash_giveaway'))).toMatchObject({ approved_at: null, status_changed_at: '2026-09-25T09:00:00.000Z' });
  });

  it('hands out a copy of the components, so a record cannot change the stored template', () => {
    const template = fixtureTemplate('thank_you');
    const record = templateRecord(template);
    record.components.push({ type: 'FOOTER', text: 'changed' });
    expect(template.components).not.toContainEqual({ type: 'FOOTER', text: 'changed' });
  });
});
