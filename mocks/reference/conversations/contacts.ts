/**
 * Contacts and the plan's contact limit (section 1, item 3; decision A41): a template to a
 * customer the workspace does not know would create a contact, refused at the limit.
 */
import type { Workspace } from '../state/gateway-state.ts';

export function wouldPassContactLimit(workspace: Workspace, waId: string): boolean {
  if (workspace.contacts.has(waId) || workspace.contactLimit === null) return false;
  return workspace.contacts.size >= workspace.contactLimit;
}

/** Only a template send answered 200 creates a contact. */
export function rememberContact(workspace: Workspace, waId: string): void {
  workspace.contacts.add(waId);
}
