/**
 * A `limit` for a listing page, 1 to 100 (section 4.2). Half the draws are small: a walk only
 * crosses many page boundaries, where a cursor can lose or repeat an entry, when pages are
 * small next to the catalogue.
 */
import fc from 'fast-check';

export const pageLimit: fc.Arbitrary<number> = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 100 }));
