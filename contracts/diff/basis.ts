/**
 * The reasons the diff gives for its verdicts, each citing the spec. Section 9 states the policy
 * (breaking changes get a new prefix; new optional fields and new event names may be added at
 * any time; clients must ignore unknown fields and event names; `code` values are the contract,
 * messages are not); decision A72 settles what it leaves open.
 */
import type { Direction } from './change.ts';

export const basis = {
  inputNarrowed: '§9: a request that was valid must stay valid under the same prefix; refusing it is a breaking change',
  inputWidened: '§9: accepting more than before leaves every existing request valid',
  outputWidened: '§9: clients only ignore unknown fields and event names; anything else new in what the service returns may break them',
  outputNarrowed: '§9: what the service returns stays within what clients already handle',
  removed: '§9: removing or renaming what clients use is a breaking change and needs a new prefix',
  newOptionalInput: '§9: new optional fields may be added at any time',
  newRequiredInput: '§9: only optional fields may be added in place; a new required field refuses requests that were valid',
  newOutputField: '§9: clients must ignore unknown fields, so new fields may be added at any time',
  newEvent: '§9: new event names may be added at any time; clients must ignore unknown event names (§6 rule 2)',
  newValue: 'A72: a new value where the service returns an enumeration is handled like an unknown field (§9 must-ignore; §7 branch on `code`)',
  codes: '§9: `code` values are the contract; removing one or moving it to another status is breaking',
  statuses: '§7 lists the statuses of each endpoint and its retry policy keys on them; a new or missing status changes what clients handle (A72)',
  defaultChanged: '§9: a request that leaves a field out must keep meaning what it meant',
  outputMaybeMissing: '§9: a field clients read that may now be missing breaks them as a removed one would',
  prose: '§9: messages are not the contract; wording, summaries and examples may change',
  catalogue: '§7: the catalogue documents each code; the codes each operation answers are compared on their own',
  operationAdded: '§9: a new operation leaves every existing request and response as it was',
  publishing: '§6: an event confirmed as publishing is part of what subscribers may rely on',
  sendable: '§3.2: `sendable` is exactly what the send path enforces; a status that stops being sendable refuses sends that were accepted',
  security: '§5: a request without the credentials a new requirement asks for is refused',
} as const;

/** The basis of a narrowing or widening change, by direction (as `verdictFor` gives its verdict). */
export function basisFor(direction: Direction, narrows: boolean): string {
  if (direction === 'input') return narrows ? basis.inputNarrowed : basis.inputWidened;
  return narrows ? basis.outputNarrowed : basis.outputWidened;
}
