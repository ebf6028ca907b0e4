/**
 * A template a check adds to a world: approved, rated GREEN, positional, known to the platform
 * only, every time at one instant, unless the check says otherwise. Only what the check is about
 * then stands in its source.
 */
import type { WorldTemplate } from './world-variants.ts';

type Given = Pick<WorldTemplate, 'id' | 'name' | 'components'> & Partial<WorldTemplate> & { /** created, approved and last changed */ at?: string };

export function approvedTemplate({ at = '2026-10-02T11:00:00Z', ...given }: Given): WorldTemplate {
  return {
    language: 'en_US',
    category: 'UTILITY',
    status: 'APPROVED',
    quality_score: 'GREEN',
    created_at: at,
    approved_at: at,
    status_changed_at: at,
    local_copy: false,
    parameter_format: 'POSITIONAL',
    ...given,
  };
}
