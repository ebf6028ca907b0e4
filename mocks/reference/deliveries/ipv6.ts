/**
 * IPv6 addresses as 16 bytes, from any textual form: compressed (`::1`), full, with an embedded
 * dotted IPv4 tail (`::ffff:127.0.0.1`), in brackets, with a zone id (`fe80::1%eth0`, as a
 * resolver may return it).
 */

function groupsOf(text: string, dottedTail: boolean): number[] | undefined {
  if (text === '') return [];
  const pieces = text.split(':');
  const groups: number[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (dottedTail && i === pieces.length - 1 && piece.includes('.')) {
      const quad = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(piece);
      const bytes = quad?.slice(1).map(Number);
      if (!bytes || bytes.some((b) => b > 255)) return undefined;
      groups.push((bytes[0] ?? 0) * 256 + (bytes[1] ?? 0), (bytes[2] ?? 0) * 256 + (bytes[3] ?? 0));
    } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      groups.push(parseInt(piece, 16));
    } else {
      return undefined;
    }
  }
  return groups;
}

/** The 16 bytes of the address, or undefined when `text` is no IPv6 address. */
export function parseIpv6(text: string): Uint8Array | undefined {
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '', true) : [];
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}
