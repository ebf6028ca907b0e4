/**
 * Soft findings: what the decision record lets the spec profile note but not fail (a 500 where
 * 502 is preferred, a message that does not read `<field>: <reason>`). They are attached to the
 * check as vitest annotations of type `warning`, so reports show them next to a passing verdict.
 * A property collects them over its runs and reports each distinct one once. The CLI's summary
 * and report files list them under the check.
 */
import type { TestContext } from 'vitest';

/** The annotation type the reports read as a soft finding. */
export const warningAnnotation = 'warning';

export class Warnings {
  readonly #seen = new Set<string>();

  /** Notes a finding; `undefined` (nothing to say) is ignored so helpers can be passed straight in. */
  add(finding: string | undefined): void {
    if (finding !== undefined) this.#seen.add(finding);
  }

  get size(): number {
    return this.#seen.size;
  }

  /** Attaches the distinct findings to the check (at most `limit`, then a count of the rest). */
  async report(context: TestContext, limit = 5): Promise<void> {
    const all = [...this.#seen];
    for (const finding of all.slice(0, limit)) await context.annotate(finding, warningAnnotation);
    if (all.length > limit) await context.annotate(`${all.length - limit} more warning(s) of the same kind`, warningAnnotation);
  }
}
