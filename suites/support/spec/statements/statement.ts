/**
 * One normative statement of the spec: a rule a gateway (the service behind the API) has to
 * follow, in our own words, with the boundary cases a suite has to try before the rule counts as
 * asserted. Checks name the statements and cases they try in their own `asserts`; the catalogue
 * never lists checks. `gateway-harness coverage` prints it section by section, so a gap in the
 * suite shows up as a case no check tries.
 */
export interface Statement {
  /** Stable id: the section, a dash, a kebab-case name (`4.1-code-string-1-15`). Never renamed or reused. */
  id: string;
  /** The section that states the rule (one of `specSections`). */
  section: string;
  /** Other sections that state the same rule again; the statement is listed there too but counted once. */
  also?: string[];
  /** The rule, paraphrased. */
  rule: string;
  /**
   * The boundary cases a suite has to try before the statement counts as asserted (kebab-case
   * names, e.g. `type-upper-case`): each row of a table, each limit at the limit and one past,
   * each code's trigger, and for a rule the spec leaves partly open the part it fixes. Checks
   * claim them through `asserts`. Left empty only when a decision (`open`) leaves the whole rule
   * open.
   */
  boundaries?: readonly string[];
  /**
   * Entries of docs/decisions.md under which the spec leaves the rule, or part of it, open. With no
   * boundary cases the statement is open as a whole.
   */
  open?: string[];
  /** What the checks leave out, or why a case is not tried. */
  note?: string;
}

/** What each section is about, for the coverage table's headings. */
export const sectionTitles: Readonly<Record<string, string>> = {
  '1': 'What the service does',
  '2': 'Resources and their fields',
  '2.1': 'Send request body',
  '2.2': 'Message record',
  '2.3': 'Interactive object',
  '2.4': 'Template components in a send',
  '2.5': 'Template record',
  '2.6': 'Cursor page',
  '2.7': 'Error object',
  '3': 'States and transitions',
  '3.1': 'Message status',
  '3.2': 'Template status and sendable',
  '3.3': 'Idempotency key',
  '4': 'Endpoints',
  '4.1': 'POST /api/v2/messages',
  '4.2': 'GET /api/v2/templates',
  '4.3': 'Requests made to a subscriber',
  '5': 'Authentication',
  '5.1': 'The access token',
  '5.2': 'Choosing the number (X-Phone-Number-Id)',
  '5.3': 'Missing, unknown and rotated tokens',
  '5.4': 'Plan entitlement',
  '5.5': 'Suspended workspace',
  '5.6': 'Keeping the token server-side',
  '5.7': 'Delivery signatures',
  '6': 'Events',
  '7': 'Errors',
  '8': 'Limits',
  '9': 'Versioning',
};

/** Sections that hold no rule for a gateway, and why: the table says so instead of staying blank. */
export const sectionNotes: Readonly<Record<string, string>> = {
  '2': 'heading only; the rules are in 2.1 to 2.7',
  '3': 'heading only; the rules are in 3.1 to 3.3',
  '5': 'a numbered list; its items are cited as 5.1 to 5.7',
  '5.6': 'advice to API clients on where to keep the token; nothing a gateway does',
};
