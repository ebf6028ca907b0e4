/**
 * The HTML of `GET /api/v2/docs` (section 1: "browsable version" of the served spec). It only
 * loads the renderer and its start script from the gateway itself, with no inline script or
 * style, so it works under the page's own Content-Security-Policy.
 */
import { loadContract } from '../../../contracts/index.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/**
 * The page. Asset links are relative to `/api/v2/docs` (so `docs/assets/…`), which keeps the page
 * right under any base address; `assetsDir` is that relative folder.
 */
export function docsPage(assetsDir: string): string {
  const title = escapeHtml(`${loadContract('gateway').info.title} v2`);
  const asset = (name: string): string => escapeHtml(`${assetsDir}/${name}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}">`,
    `<link rel="stylesheet" href="${asset('swagger-ui.css')}">`,
    '</head>',
    '<body>',
    '<div id="docs"></div>',
    `<script src="${asset('swagger-ui-bundle.js')}"></script>`,
    `<script src="${asset('start-docs.js')}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
