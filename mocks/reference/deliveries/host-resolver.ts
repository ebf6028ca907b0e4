/**
 * Turning a subscriber's host name into addresses. The policy judges every address a name
 * resolves to, and the delivery then connects to exactly those addresses, so a name cannot
 * answer "public" to the check and "private" to the connection. Injected, so tests never ask DNS.
 */
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of `name`; an empty list when the name does not resolve. */
export type HostResolver = (name: string) => Promise<ResolvedAddress[]>;

// RFC 2606 / 6761 names that exist in no public DNS: asking for them only waits for a "no".
const reservedNames = /(^|\.)(test|example|invalid)\.?$/i;

/** The system's resolver, bounded in time; reserved test names never leave the process. */
export function systemResolver(timeoutMs = 3000): HostResolver {
  return async (name) => {
    if (reservedNames.test(name)) return [];
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ResolvedAddress[]>((resolve) => {
      timer = setTimeout(() => resolve([]), timeoutMs);
    });
    const answer = lookup(name, { all: true, verbatim: true }).then(
      (found) => found.map((a): ResolvedAddress => ({ address: a.address, family: a.family === 6 ? 6 : 4 })),
      () => [],
    );
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A table of names to addresses: keys in lower case, without a trailing dot. */
export type HostTable = Readonly<Record<string, readonly string[]>>;

const tableKey = (name: string) => name.toLowerCase().replace(/\.+$/, '');

/** A fixed table of names (for tests): what is not in it does not resolve. */
export function tableResolver(table: HostTable): HostResolver {
  return (name) => {
    const key = tableKey(name);
    const found = Object.hasOwn(table, key) ? (table[key] ?? []) : [];
    return Promise.resolve(found.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

/**
 * A world's host table in front of another resolver (harness capability `host_table`): a name the
 * table holds gets its addresses, every other name goes to `fallback`.
 */
export function withHostTable(table: HostTable, fallback: HostResolver): HostResolver {
  const fromTable = tableResolver(table);
  return (name) => (Object.hasOwn(table, tableKey(name)) ? fromTable(name) : fallback(name));
}
