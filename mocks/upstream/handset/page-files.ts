/**
 * The handset page's files: a fixed list read from `page/` beside this module. Plain modules, a
 * stylesheet and the icon; nothing is built or fetched, so the page works with no network at all.
 */
import { readFileSync } from 'node:fs';

export const pageFileNames: readonly string[] = ['handset.js', 'render.js', 'status-moves.js', 'actions.js', 'handset.css', 'favicon.svg'];

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

const cache = new Map<string, { type: string; body: Buffer }>();

/** A page file by name (one of `pageFileNames`), read once. */
export function pageFile(name: string): { type: string; body: Buffer } {
  let file = cache.get(name);
  if (!file) {
    const extension = name.slice(name.lastIndexOf('.') + 1);
    file = { type: types[extension] ?? 'application/octet-stream', body: readFileSync(new URL(`./page/${name}`, import.meta.url)) };
    cache.set(name, file);
  }
  return file;
}
