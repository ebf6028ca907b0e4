/**
 * The section numbers the spec has; a citation must name one of them. Section 5 is a numbered
 * list, and its items are cited as 5.1 to 5.7 (5.2 is the shared-token table, 5.7 signatures).
 */
export const specSections: readonly string[] = [
  '1', '2', '2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7', '3', '3.1', '3.2', '3.3',
  '4', '4.1', '4.2', '4.3', '5', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6', '5.7', '6', '7', '8', '9',
];
