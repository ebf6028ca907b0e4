// Section 9: the one public version, what is not served under /api/v1, and how the contract may
// change. The changes it records restate rules of sections 2.7, 3.1 and 3.2 (listed through `also`).
import type { Statement } from './statement.ts';

export const section9: readonly Statement[] = [
  {
    id: '9-v1-internal',
    section: '9',
    rule: '/api/v1 on the same host is the internal, session-authenticated dashboard interface, not part of the public API.',
    boundaries: ['v1-not-public'],
    open: ['A61'],
  },
  {
    id: '9-legacy-shape-not-served',
    section: '9',
    rule: 'The legacy public shape (its own host under /api/v1, prefixed API keys, a success/data envelope, upper-case codes, nested text.body, page-and-limit paging, contact, template-creation, analytics and webhook endpoints, per-tier rate limits) is not served: every path there is 404.',
    boundaries: ['legacy-requests-not-served', 'legacy-api-key-401', 'nested-text-body-422', 'no-success-data-envelope'],
    open: ['A61'],
    note: 'the legacy host itself is not probed, the spec naming no address for it (A61); the build’s own origin is, under /api/v1 and with the legacy shape sent to /api/v2',
  },
  {
    id: '9-no-page-pagination',
    section: '9',
    also: ['4.2'],
    rule: 'Page-and-limit pagination does not exist: a `page` parameter selects no other templates, and no page carries a `total`.',
    boundaries: ['page-changes-nothing', 'no-total'],
    open: ['A44'],
  },
  {
    id: '9-changes-new-prefix',
    section: '9',
    rule: 'A breaking change comes under a new path prefix, never in place; v2 itself only gains optional fields and new event names.',
    boundaries: ['no-breaking-drift-in-served-spec'],
    open: ['A72'],
    note: 'a build’s served document may not break the bundled contract where the text fixes it; changes between contract versions are judged by the diff tooling, not by a check',
  },
];
