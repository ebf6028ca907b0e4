/**
 * Builds generated from the template record's table (section 2.5) and the cursor page (2.6): each
 * gets one field of the listing's answer wrong on its way out.
 */
import type { Breaks } from '../faulty-build.ts';
import { jsonWire, templatePage } from '../kit/json-wire.ts';
import type { GeneratedFault } from './generated-fault.ts';

type Json = Record<string, unknown>;

interface FieldFault {
  name: string;
  field: string;
  section: string;
  deviation: string;
  breaks: Breaks;
  change: (page: Json) => unknown;
}

const items = (page: Json, change: (item: Json) => unknown): Json => ({ ...page, items: Array.isArray(page.items) ? (page.items as Json[]).map(change) : page.items });

const lowerCaseTypes = (node: unknown): unknown => (Array.isArray(node) ? node.map(lowerCaseTypes) : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'type' && typeof v === 'string' ? v.toLowerCase() : lowerCaseTypes(v)])) : node);

const faults: readonly FieldFault[] = [
  {
    name: 'listed-template-id-prefixed',
    field: 'id',
    section: '2.5',
    deviation: 'The listing gives each template its id with a tpl_ prefix, unlike the id its template.status events carry.',
    breaks: { '2.5-id-shared-with-events': ['template-status-event-id'] },
    change: (page) => items(page, (t) => ({ ...t, id: `tpl_${String(t.id)}` })),
  },
  {
    name: 'listed-languages-merged',
    field: 'language',
    section: '2.5',
    deviation: 'The listing gives one entry per template name, dropping its other languages.',
    breaks: { '2.5-one-entry-per-language': ['two-languages-two-entries'], '4.2-every-template': ['two-languages-two-entries'] },
    change: (page) => ({ ...page, items: Array.isArray(page.items) ? (page.items as Json[]).filter((t, i, all) => all.findIndex((o) => o.name === t.name) === i) : page.items }),
  },
  {
    name: 'listed-category-lower-case',
    field: 'category',
    section: '2.5',
    deviation: 'The listing gives category in lower case (marketing, utility, authentication).',
    breaks: { '2.5-category': ['category-values'] },
    change: (page) => items(page, (t) => ({ ...t, category: typeof t.category === 'string' ? t.category.toLowerCase() : t.category })),
  },
  {
    name: 'listed-submitted-as-pending',
    field: 'status',
    section: '2.5',
    deviation: 'The listing gives a template in review the status PENDING instead of SUBMITTED.',
    breaks: { '2.5-status': ['status-listed'], '3.2-thirteen-statuses': ['thirteen-statuses-listed'] },
    change: (page) => items(page, (t) => (t.status === 'SUBMITTED' ? { ...t, status: 'PENDING' } : t)),
  },
  {
    name: 'listed-sendable-as-text',
    field: 'sendable',
    section: '2.5',
    deviation: 'The listing gives sendable as the text "true" or "false" instead of a boolean.',
    breaks: { '2.5-sendable-and-reason': ['sendable-boolean'] },
    change: (page) => items(page, (t) => ({ ...t, sendable: String(t.sendable) })),
  },
  {
    name: 'listed-component-types-lower-case',
    field: 'components',
    section: '2.5',
    deviation: 'The listing gives component types in lower case (header, body, buttons) instead of as approved.',
    breaks: { '2.5-components-as-approved': ['components-upper-case-as-approved'] },
    change: (page) => items(page, (t) => ({ ...t, components: lowerCaseTypes(t.components) })),
  },
  {
    name: 'listed-quality-as-word',
    field: 'quality_score',
    section: '2.5',
    deviation: 'The listing gives quality_score as GOOD, MEDIUM or LOW instead of GREEN, YELLOW or RED.',
    breaks: { '2.5-quality-score': ['quality-score-values'] },
    change: (page) => items(page, (t) => ({ ...t, quality_score: ({ GREEN: 'GOOD', YELLOW: 'MEDIUM', RED: 'LOW' } as Record<string, string>)[String(t.quality_score)] ?? t.quality_score })),
  },
  {
    name: 'listed-times-local',
    field: 'approved_at',
    section: '2.5',
    deviation: 'The listing gives approved_at and status_changed_at in local time with an offset of +01:00.',
    breaks: { '2.5-times': ['approved-at-utc', 'status-changed-at-utc'] },
    change: (page) => {
      const local = (iso: unknown) => (typeof iso === 'string' ? new Date(Date.parse(iso) + 3_600_000).toISOString().replace('Z', '+01:00') : iso);
      return items(page, (t) => ({ ...t, approved_at: local(t.approved_at), status_changed_at: local(t.status_changed_at) }));
    },
  },
  {
    name: 'page-has-more-as-text',
    field: 'has_more',
    section: '2.6',
    deviation: 'A page gives has_more as the text "true" or "false" instead of a boolean.',
    breaks: { '2.6-page-shape': ['page-shape'] },
    change: (page) => ({ ...page, has_more: String(page.has_more) }),
  },
  {
    name: 'listing-wrapped',
    field: '(the page itself)',
    section: '2.6',
    deviation: 'A page is answered {"data": page} instead of the page itself.',
    breaks: { '2.6-no-envelope': ['listing-not-wrapped'] },
    change: (page) => ({ data: page }),
  },
];

/** One build per field of the tables. */
export const templateRecordFields: readonly GeneratedFault[] = faults.map((f) => ({
  name: f.name,
  deviation: f.deviation,
  section: f.section,
  breaks: f.breaks,
  change: { kind: 'table-entry', table: 'template record (2.5) and cursor page (2.6)', entry: f.field },
  wire: jsonWire(templatePage, f.change),
}));
