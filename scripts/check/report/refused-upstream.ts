/**
 * Says what the platform mock refused during failed checks: paths it does not serve. A version
 * segment twice in a row (`/v23.0/v23.0/...`) means the build added the version to an upstream
 * address that already ends with it, and is named as such.
 */

const doubledVersion = /\/(v\d+(?:\.\d+)?)\/\1(?:\/|$)/;

/** One line on what the mock refused and, for a doubled version, what to change. */
export function refusedUpstreamLine(requests: readonly string[]): string | undefined {
  if (requests.length === 0) return undefined;
  const shown = requests.slice(0, 3).join(', ') + (requests.length > 3 ? ` and ${requests.length - 3} more` : '');
  const doubled = requests.map((r) => doubledVersion.exec(r)?.[1]).find((v) => v !== undefined);
  if (doubled !== undefined) {
    return `the platform mock refused ${shown} (404, no such path): the version appears twice. UPSTREAM_BASE_URL and the control plane's upstream.base_url already end with /${doubled}; the build must append only the operation path (/{phone_number_id}/messages, /{waba_id}/message_templates)`;
  }
  return `the platform mock refused ${shown} (404, no such path): the build calls the platform at paths it does not serve`;
}
