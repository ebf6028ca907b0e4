/**
 * A called path as the route it belongs to, so that calls of one route group together whatever
 * ids and query they carried: `/numbers/100000000000001/reconnect?x=1` is
 * `/numbers/{phone_number_id}/reconnect`. The contracts' own path templates name the parameters
 * where a path matches one; elsewhere (a path no contract lists) segments that look like ids
 * become `{id}`.
 */
import { loadContract, type ContractName } from '../../../contracts/index.ts';

/** Path templates of a contract, e.g. `/numbers/{phone_number_id}/reconnect`. */
function templatesOf(name: ContractName): string[] {
  return Object.keys(loadContract(name).paths ?? {});
}

let known: { public: string[]; control: string[] } | undefined;

function knownTemplates(): { public: string[]; control: string[] } {
  known ??= { public: templatesOf('gateway'), control: templatesOf('control') };
  return known;
}

// Digits (numbers, customers), ULIDs and UUIDs, long hex, platform message ids, and anything very long.
const idLike = /^(\d{5,}|[0-9A-HJKMNP-TV-Z]{26}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|wamid\..*|.{41,})$/i;

function segments(path: string): string[] {
  return path.split('/').slice(1);
}

/** The template whose literal segments all match and whose parameters each take one non-empty segment. */
function matchingTemplate(path: string, templates: readonly string[]): string | undefined {
  const parts = segments(path);
  return templates.find((template) => {
    const wanted = segments(template);
    return wanted.length === parts.length && wanted.every((segment, i) => (/^\{[^}]+\}$/.test(segment) ? parts[i] !== '' : segment === parts[i]));
  });
}

/** The route of a path, given the templates it may belong to (pure; `routeOf` reads them from the contracts). */
export function routeAmong(path: string, templates: readonly string[]): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withoutSlash = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return matchingTemplate(withoutSlash, templates) ?? withoutSlash.split('/').map((segment) => (idLike.test(segment) ? '{id}' : segment)).join('/');
}

/** The route of a path of the public API or of the control plane. */
export function routeOf(path: string, plane: 'public' | 'control'): string {
  return routeAmong(path, knownTemplates()[plane]);
}
