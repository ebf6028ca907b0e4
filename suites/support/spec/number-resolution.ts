/**
 * Section 5, item 2 as a function: given the connected numbers that hold a token and the value of
 * `X-Phone-Number-Id`, the table's verdict. Written from the spec's table, not from any gateway.
 * Ids are matched exactly and an empty header counts as absent (decision A64).
 */
export type Resolution =
  | { kind: 'acts-as'; phoneNumberId: string }
  | { kind: 'ambiguous'; status: 400; code: 'ambiguous_number'; holders: string[] }
  | { kind: 'not-for-token'; status: 403; code: 'number_not_for_token' };

/** `header` undefined means the header is not sent at all. */
export function expectedResolution(connectedHolders: readonly string[], header: string | undefined): Resolution {
  if (connectedHolders.length === 0) throw new Error('a token held by no connected number is a 401 case, not a row of the table');
  if (header === undefined || header === '') {
    const [only] = connectedHolders;
    if (connectedHolders.length === 1 && only !== undefined) return { kind: 'acts-as', phoneNumberId: only };
    return { kind: 'ambiguous', status: 400, code: 'ambiguous_number', holders: [...connectedHolders] };
  }
  if (connectedHolders.includes(header)) return { kind: 'acts-as', phoneNumberId: header };
  return { kind: 'not-for-token', status: 403, code: 'number_not_for_token' };
}
