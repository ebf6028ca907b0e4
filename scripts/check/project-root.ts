/**
 * Where the project's suite lives, and which areas it has: read before a run starts (to refuse a
 * wrong `--area` at once) without loading vitest.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isSection } from './sections.ts';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A spec area (a folder of `suites/` other than `support`) or a section number. */
export function areaExists(area: string): boolean {
  return isSection(area) || (/^[a-z][a-z0-9-]*$/.test(area) && area !== 'support' && existsSync(`${projectRoot}suites/${area}`));
}
