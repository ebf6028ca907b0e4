/**
 * The listing's `summary`, each total only when the request names it (`summary=a,b`), as the
 * platform adds them: how many templates the filters select, how many the business account has,
 * how many it may have, and whether its translations are complete. Names it does not know are
 * left out.
 */
import type { components } from '../../../contracts/types/upstream.ts';
import type { PlatformTemplate } from '../state/model.ts';

type TemplateListSummary = NonNullable<components['schemas']['MessageTemplatePage']['summary']>;

/**
 * Templates a business account may hold: the platform's cap for a business portfolio that has
 * not been verified (a verified one may hold more).
 */
export const templateLimit = 250;

/**
 * The platform documents `are_translations_complete` only as the status of the translations; the
 * mock reads it as: every template name has a translation in every language the account uses.
 */
function translationsComplete(all: readonly PlatformTemplate[]): boolean {
  const languages = new Set(all.map((t) => t.language));
  const byName = new Map<string, Set<string>>();
  for (const t of all) byName.set(t.name, (byName.get(t.name) ?? new Set()).add(t.language));
  return [...byName.values()].every((have) => have.size === languages.size);
}

const totals: { [K in keyof TemplateListSummary]-?: (selected: readonly PlatformTemplate[], all: readonly PlatformTemplate[]) => TemplateListSummary[K] } = {
  total_count: (selected) => selected.length,
  message_template_count: (_selected, all) => all.length,
  message_template_limit: () => templateLimit,
  are_translations_complete: (_selected, all) => translationsComplete(all),
};

/** The `summary` member for `summary=…`, or nothing when it names no total the mock knows. */
export function templateSummary(summary: string | undefined, selected: readonly PlatformTemplate[], all: readonly PlatformTemplate[]): { summary?: TemplateListSummary } {
  if (summary === undefined) return {};
  const named = new Set(summary.split(',').map((s) => s.trim()));
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(totals) as (keyof TemplateListSummary)[]) {
    if (named.has(name)) out[name] = totals[name](selected, all);
  }
  return Object.keys(out).length === 0 ? {} : { summary: out as TemplateListSummary };
}
