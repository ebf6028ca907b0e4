// Differential, section 4.2: listings walked to their end with any limit and filter, over
// accounts of many sizes, and queries refused or left open by the spec, go to the target and to
// the bundled reference; what they list, in which order, and their verdicts agree.
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { listingCases } from '../support/differential/cases/listing-cases.ts';
import { agreementCheck } from '../support/differential/differential-check.ts';
import { listingWorld } from '../support/listing/listing-world.ts';
import { castOf } from '../support/world/cast.ts';

// One world with accounts around the page boundaries, and one whose templates share creation times.
const { world, accounts } = listingWorld(bundledWorld('default'));
const cast = castOf(world);
const listed = [
  { name: 'main account', token: cast.main.token, businessAccountId: cast.main.businessAccountId },
  ...accounts.map((a) => ({ name: `account of ${a.templateIds.length} template(s)${a.ties ? ' sharing creation times' : ''}`, token: a.token, businessAccountId: a.businessAccountId })),
];

agreementCheck(
  {
    id: 'differential-listing-queries',
    section: '4.2',
    title: 'listing walks with any limit and sendable filter, refused queries and open spellings agree with the reference',
    decisions: ['A11', 'A42', 'A43', 'A44', 'A45', 'A46', 'A47', 'A69'],
  },
  { timeoutMs: 180_000, world, cases: () => listingCases(world, cast, listed) },
);
