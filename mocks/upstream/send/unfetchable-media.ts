/**
 * Media the platform cannot fetch. It downloads a link after accepting the send, so a link it
 * cannot use fails the message later (a `failed` status with 131053), never the answer. The mock
 * fetches nothing and judges a link by its address: plain `http://`, a loopback, private or
 * link-local address, `localhost`, and hosts under the reserved `.invalid` domain stand for links
 * the platform cannot download.
 */
import { isIP } from 'node:net';
import { isPlainObject } from './contract-schema.ts';

const mediaTypes = new Set(['image', 'video', 'audio', 'document', 'sticker']);

function isPrivateV4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

function isPrivateV6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  // An IPv4 address written as IPv6 (`::ffff:10.0.0.1`, which URL parsing turns into `::ffff:a00:1`).
  const dotted = /^::ffff:([0-9.]+)$/.exec(lower)?.[1];
  if (dotted !== undefined) return isPrivateV4(dotted);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const [high, low] = [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)];
    return isPrivateV4([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  // fc00::/7 (unique local) and fe80::/10 (link-local)
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/** Why the platform could not fetch `link`, or `undefined` when the address looks fetchable. */
export function unfetchableReason(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.protocol === 'http:') return `${link} is not served over HTTPS`;
  if (host.endsWith('.invalid')) return `${link} could not be fetched`;
  if (host === 'localhost' || host.endsWith('.localhost')) return `${link} points at a private address`;
  const family = isIP(host);
  if ((family === 4 && isPrivateV4(host)) || (family === 6 && isPrivateV6(host))) return `${link} points at a private address`;
  return undefined;
}

function linkOf(holder: unknown, key: string): string[] {
  const media = isPlainObject(holder) ? holder[key] : undefined;
  return isPlainObject(media) && typeof media.link === 'string' ? [media.link] : [];
}

/** A component's type read as the platform reads it, whatever its case. */
function isHeader(type: unknown): boolean {
  return type === 'header' || String(type).toLowerCase() === 'header';
}

/**
 * The links of a template send's header values. Loops rather than `flatMap`: every accepted send
 * asks, nearly every template send has no header media, and the callbacks and arrays a `flatMap`
 * makes were most of the asking.
 */
function templateLinks(template: unknown): string[] {
  const links: string[] = [];
  const components = isPlainObject(template) && Array.isArray(template.components) ? (template.components as unknown[]) : [];
  for (const component of components) {
    if (!isPlainObject(component) || !isHeader(component.type) || !Array.isArray(component.parameters)) continue;
    for (const parameter of component.parameters as unknown[]) {
      if (isPlainObject(parameter) && typeof parameter.type === 'string') links.push(...linkOf(parameter, parameter.type));
    }
  }
  return links;
}

/** Every media link of a send: the message's own, an interactive header's, a template header's. */
export function mediaLinks(body: unknown): string[] {
  if (!isPlainObject(body) || typeof body.type !== 'string') return [];
  if (mediaTypes.has(body.type)) return linkOf(body, body.type);
  if (body.type === 'interactive') {
    const header = isPlainObject(body.interactive) ? body.interactive.header : undefined;
    return isPlainObject(header) && typeof header.type === 'string' ? linkOf(header, header.type) : [];
  }
  return body.type === 'template' ? templateLinks(body.template) : [];
}

/** The 131053 details for the first link of the send the platform could not fetch, if any. */
export function unfetchableMedia(body: unknown): string | undefined {
  for (const link of mediaLinks(body)) {
    const reason = unfetchableReason(link);
    if (reason !== undefined) return `Media download failed: ${reason}.`;
  }
  return undefined;
}
