/**
 * Moves the images a stylesheet carries inline (`url(data:image/…)`) out into files of their own,
 * so a page that uses the stylesheet runs under `img-src 'self'`: the renderer's stylesheet draws
 * its icons from data URLs, which such a policy refuses. Pure: text in, text and files out.
 */

export interface MovedImage {
  /** File name, relative to the stylesheet's own folder, that replaces the data URL. */
  name: string;
  contentType: string;
  body: Buffer;
}

// A `url(...)` with a double-quoted, single-quoted or bare argument (CSS Syntax, url token).
const urlToken = /url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s"'()]+))\s*\)/g;
const dataUrl = /^data:(image\/[a-z0-9.+-]+)((?:;[^;,]*)*?)(;base64)?,(.*)$/is;
const extensions: Record<string, string> = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** CSS string escapes: `\` and up to six hex digits (plus one optional space), or `\` and any character. */
function unescapeCss(text: string): string {
  return text.replace(/\\(?:([0-9a-f]{1,6})\s?|([\s\S]))/gi, (_, hex: string | undefined, char: string | undefined) =>
    hex === undefined ? (char ?? '') : String.fromCodePoint(Number.parseInt(hex, 16)),
  );
}

/** The bytes of a data URL's payload: base64, or text with `%XX` escapes (RFC 2397). */
function payloadBytes(payload: string, base64: boolean): Buffer {
  if (base64) return Buffer.from(payload, 'base64');
  return Buffer.concat(payload.split(/(%[0-9a-f]{2})/i).map((part) => (/^%[0-9a-f]{2}$/i.test(part) ? Buffer.from([Number.parseInt(part.slice(1), 16)]) : Buffer.from(part, 'utf8'))));
}

/** The stylesheet with every inline image replaced by a relative file name, and those files. */
export function moveInlineImages(css: string, prefix = 'css-image'): { css: string; images: MovedImage[] } {
  const byUrl = new Map<string, MovedImage>();
  const rewritten = css.replace(urlToken, (token: string, double: string | undefined, single: string | undefined, bare: string | undefined) => {
    const url = unescapeCss(double ?? single ?? bare ?? '');
    const parts = dataUrl.exec(url);
    if (!parts) return token;
    const [, type = '', parameters = '', base64, payload = ''] = parts;
    let image = byUrl.get(url);
    if (!image) {
      const mediaType = type.toLowerCase();
      image = { name: `${prefix}-${byUrl.size + 1}.${extensions[mediaType] ?? 'img'}`, contentType: `${mediaType}${parameters}`, body: payloadBytes(payload, base64 !== undefined) };
      byUrl.set(url, image);
    }
    return `url("${image.name}")`;
  });
  return { css: rewritten, images: [...byUrl.values()] };
}
