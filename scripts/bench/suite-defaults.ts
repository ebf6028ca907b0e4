/** What the bench's suite section times by default, shared by its options and its runs. */

/** A check of the listing area, timed alone as `check --check` runs it. */
export const defaultOneCheck = 'listing-garbage-cursor-400';
/** Runs per property of the long run. */
export const defaultManyRuns = 2_000;
