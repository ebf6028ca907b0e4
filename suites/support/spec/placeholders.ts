/**
 * Placeholders in approved template text (section 2.4): numbered `{{1}}` or named `{{first_name}}`.
 * Written from the spec's examples, so the suite's idea of "how many values a template asks for"
 * does not come from any gateway's code.
 */
const placeholder = /\{\{([^{}]+)\}\}/g;

/** Distinct placeholder keys of `text`, in order of first appearance (`['1', '2']`, `['first_name']`). */
export function placeholdersIn(text: string | undefined): string[] {
  if (text === undefined) return [];
  return [...new Set([...text.matchAll(placeholder)].map((match) => (match[1] ?? '').trim()))];
}
