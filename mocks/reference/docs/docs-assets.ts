/**
 * The files the docs page loads, as a fixed allow-list: each name maps to its bytes and one
 * content type. Nothing is looked up from the request path, so no spelling of `..` can reach
 * another file. The renderer is Swagger UI from the `swagger-ui-dist` package (pinned in
 * package.json); the start script is ours.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { moveInlineImages } from './css-images.ts';

export interface DocsAsset {
  /** File name under the assets path, as the page (or the stylesheet) links it. */
  name: string;
  contentType: string;
  body: Buffer;
}

const javascript = 'text/javascript; charset=utf-8';

// The package has no `exports` map, so its package.json resolves and locates the built files.
function rendererFile(name: string): Buffer {
  return readFileSync(join(dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json')), name));
}

function build(): DocsAsset[] {
  // The stylesheet's icons become files of their own, so the page needs no `data:` images.
  const { css, images } = moveInlineImages(rendererFile('swagger-ui.css').toString('utf8'));
  return [
    { name: 'swagger-ui.css', contentType: 'text/css; charset=utf-8', body: Buffer.from(css, 'utf8') },
    ...images,
    { name: 'swagger-ui-bundle.js', contentType: javascript, body: rendererFile('swagger-ui-bundle.js') },
    { name: 'favicon-32x32.png', contentType: 'image/png', body: rendererFile('favicon-32x32.png') },
    { name: 'start-docs.js', contentType: javascript, body: readFileSync(new URL('start-docs.js', import.meta.url)) },
  ];
}

let table: readonly DocsAsset[] | undefined;

/** Every file served under the assets path, read once (they belong to installed packages); anything else there is 404. */
export function docsAssets(): readonly DocsAsset[] {
  table ??= Object.freeze(build());
  return table;
}
