/**
 * A problem with the send body: a field location and reason (decision A3), plus an optional tag
 * for the problems a later check may answer in place of `validation_error`.
 */
import type { FieldProblem } from '../errors/gateway-error.ts';

/**
 * `code-position`: the problem sits at `template_components[i].parameters[j].text` of a `body`
 * component, where an AUTHENTICATION template carries its one-time code (section 2.4). Validation
 * cannot know the category, so it refuses such a value like any other (decision A26) and tags it;
 * decision A29 lets the one-time-code check answer `invalid_one_time_code` instead.
 */
export type ProblemRule = 'code-position';

export interface SendProblem extends FieldProblem {
  rule?: ProblemRule;
}
