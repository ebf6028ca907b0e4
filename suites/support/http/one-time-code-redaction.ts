/**
 * One-time codes travel as the text parameter of an AUTHENTICATION template send (section 2.4)
 * and must never reach a report. A send is taken for a one-time-code send when its template is an
 * AUTHENTICATION template of a bundled world, or when the answer says so (`redacted: true`, or
 * `invalid_one_time_code`), so a build that forgets to mark the record still has its codes hidden.
 */
import { listWorldFiles, readWorldFile } from '../../../fixtures/worlds/world-file.ts';

export const codePlaceholder = '<one-time code>';

let authenticationNames: Set<string> | undefined;

/** Names of the AUTHENTICATION templates of the bundled worlds (read once, on first need). */
function authenticationTemplates(): Set<string> {
  if (authenticationNames) return authenticationNames;
  const names = new Set<string>();
  for (const file of listWorldFiles()) {
    const read = readWorldFile(file);
    if (!read.ok) continue;
    for (const account of read.world.business_accounts) {
      for (const template of account.templates) if (template.category === 'AUTHENTICATION') names.add(template.name);
    }
  }
  authenticationNames = names;
  return names;
}

function answerMarksCode(responseText: string): boolean {
  try {
    const answer = JSON.parse(responseText) as { redacted?: unknown; code?: unknown } | null;
    return answer?.redacted === true || answer?.code === 'invalid_one_time_code';
  } catch {
    return false;
  }
}

/** Replaces the parameter values of a one-time-code send; returns the new text and the codes taken out. */
export function redactOneTimeCodes(bodyText: string, responseText: string, isAuthentication: (name: string) => boolean = (n) => authenticationTemplates().has(n)): { text: string; codes: string[] } {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { text: bodyText, codes: [] };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { text: bodyText, codes: [] };
  const send = body as { template_name?: unknown; template_components?: unknown };
  if (typeof send.template_name !== 'string' || !Array.isArray(send.template_components)) return { text: bodyText, codes: [] };
  if (!isAuthentication(send.template_name) && !answerMarksCode(responseText)) return { text: bodyText, codes: [] };
  const codes: string[] = [];
  for (const component of send.template_components as unknown[]) {
    const parameters = (component as { parameters?: unknown } | null)?.parameters;
    if (!Array.isArray(parameters)) continue;
    for (const parameter of parameters as unknown[]) {
      if (typeof parameter !== 'object' || parameter === null) continue;
      const fields = parameter as Record<string, unknown>;
      for (const field of ['text', 'payload', 'coupon_code']) {
        const value = fields[field];
        // A code sent as a number is still a code (the rule refuses it, the value stays secret).
        if (typeof value === 'string' || typeof value === 'number') {
          codes.push(String(value));
          fields[field] = codePlaceholder;
        }
      }
    }
  }
  return codes.length === 0 ? { text: bodyText, codes } : { text: JSON.stringify(body), codes };
}
