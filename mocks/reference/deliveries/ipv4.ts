/**
 * IPv4 addresses in every spelling a URL parser or `inet_aton` accepts: dotted quads, and the
 * disguises `2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`, with an optional trailing dot. A policy
 * that only knew dotted quads would let `https://2130706433/` reach loopback.
 */

function part(text: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(text)) return text.length === 2 ? 0 : parseInt(text.slice(2), 16);
  if (/^0[0-7]*$/.test(text)) return parseInt(text, 8);
  if (/^[1-9][0-9]*$/.test(text)) return Number(text);
  return undefined;
}

/** The address as an unsigned 32-bit number, or undefined when `text` is no IPv4 address. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return undefined;
  const values = parts.map(part);
  if (values.some((v) => v === undefined || !Number.isSafeInteger(v))) return undefined;
  const numbers = values as number[];
  const last = numbers.pop() ?? 0;
  // Leading parts are one byte each; the last fills the bytes that are left.
  if (numbers.some((v) => v > 255) || last >= 256 ** (4 - numbers.length)) return undefined;
  return numbers.reduce((sum, v, i) => sum + v * 256 ** (3 - i), 0) + last;
}

export function ipv4Text(address: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join('.');
}
