/**
 * Builds still being written: the reference with parts a team has not reached yet. Checks of a
 * statement those parts do not touch must still judge them (see README.md).
 */
export { startTextOnly, textOnlyParts } from './text-only.ts';
