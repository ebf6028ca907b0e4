/**
 * Whether a `Content-Type` names a media type at all (`type/subtype`, each an HTTP token, then
 * any parameters). The control plane cannot read a body under one that does not, whatever it holds;
 * the public API refuses such a body as one that is not JSON, after the token (`read-body.ts`).
 */
const token = /^[\w!#$%&'*+.^`|~-]+$/;
const subtypeToken = /^[\w!#$%&'*+.^`|~-]+\s*$/;

export function namesMediaType(contentType: string): boolean {
  const end = contentType.indexOf(';');
  const type = end === -1 ? contentType : contentType.slice(0, end);
  const slash = type.indexOf('/');
  if (slash === -1) return false;
  return token.test(type.slice(0, slash).trimStart()) && subtypeToken.test(type.slice(slash + 1).trimEnd());
}
