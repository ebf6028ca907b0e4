/**
 * The catalogue of the spec's normative statements, section by section. It lists what a gateway
 * has to do; left out are advice to API clients and subscribers (retry policy, where to keep the
 * token, how to verify and deduplicate), dashboard features with no effect on the API or on
 * deliveries, and the spec's "not shown" remarks. Each statement lists its boundary cases; checks
 * claim the ones they try in their own `asserts`, and a claim on a statement or case missing here
 * makes `gateway-harness coverage` exit 1, as does a decision docs/decisions.md does not record.
 */
import { section1 } from './section-1.ts';
import { section2 } from './section-2.ts';
import { section3 } from './section-3.ts';
import { section4 } from './section-4.ts';
import { section5 } from './section-5.ts';
import { section6 } from './section-6.ts';
import { section7 } from './section-7.ts';
import { section8 } from './section-8.ts';
import { section9 } from './section-9.ts';
import type { Statement } from './statement.ts';

export type { Statement } from './statement.ts';
export { sectionNotes, sectionTitles } from './statement.ts';

export const statements: readonly Statement[] = [...section1, ...section2, ...section3, ...section4, ...section5, ...section6, ...section7, ...section8, ...section9];
