/**
 * Whether a `Content-Type` names a media type at all (`type/subtype`, each an HTTP token, then
 * any parameters). A body under one that does not cannot be read, whatever it holds; the edge has
 * answered that the same way since it was Fastify's to judge.
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
