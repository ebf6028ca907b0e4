/**
 * What the contract diff reports: one change between two versions of an API description, with
 * its verdict under the versioning policy of spec section 9 and the spec sections it touches.
 */

/** `breaking` needs a new path prefix (§9); `allowed` may be made in place. */
export type Verdict = 'breaking' | 'allowed';

/**
 * Who writes the value a change is about. `input`: the client writes it and the service reads it
 * (an operation's parameters and request body, a subscriber's answer to a delivery). `output`:
 * the service writes it and the client reads it (responses, event deliveries and their headers).
 */
export type Direction = 'input' | 'output';

/** What a rule says about one difference, before the walker places it in the document. */
export interface Finding {
  /** Rule id, kebab-case, e.g. `enum-value-removed`. */
  rule: string;
  verdict: Verdict;
  /** The change in a sentence fragment, e.g. "value `PENDING` removed". */
  message: string;
  /** Why the verdict holds, citing the spec (see basis.ts). */
  basis: string;
  /** A section the kind of change touches by itself (limits are section 8, codes section 7). */
  section?: string;
  /** Appended to the location: the field, parameter or status the finding is about. */
  at?: string;
  /** The values compared, for the JSON output. */
  values?: { old?: unknown; new?: unknown };
}

export interface Change extends Finding {
  /** The operation (`POST /api/v2/messages`), event (`event template.status`) or component (`TemplateStatus`). */
  subject: string;
  /** Where inside the subject, e.g. `422 body.detail[].loc`; empty for the subject itself. */
  path: string;
  direction?: Direction;
  /** Operations and events through which the change is seen (a component serves several). */
  usedBy: string[];
  /** Spec sections touched, in section order. */
  sections: string[];
}

/** A rule's verdict from the direction: what narrows input or widens output breaks clients. */
export function verdictFor(direction: Direction, narrows: boolean): Verdict {
  return (direction === 'input') === narrows ? 'breaking' : 'allowed';
}
