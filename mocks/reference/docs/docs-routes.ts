/**
 * What the HTTP edge mounts for the docs: the page and one exact route per allow-listed asset,
 * each with its content type. Public (decision A16): nothing here reads a token.
 */
import { docsAssets } from './docs-assets.ts';
import { docsPage } from './docs-page.ts';

export const docsPath = '/api/v2/docs';
/** Where the assets live, below the page's own path. */
export const docsAssetsPath = `${docsPath}/assets`;

// Everything from the gateway's own origin, nothing inline, no framing, no plugins.
export const docsContentSecurityPolicy = "default-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

export interface DocsRoute {
  path: string;
  headers: Record<string, string>;
  body(): string | Buffer;
}

function headers(contentType: string): Record<string, string> {
  return { 'content-type': contentType, 'content-security-policy': docsContentSecurityPolicy, 'x-content-type-options': 'nosniff' };
}

/** The page first, then the assets; every path is fixed, none has a parameter. */
export function docsRoutes(): DocsRoute[] {
  // Relative to the page's own URL (`/api/v2/docs`), `docs/assets` is `docsAssetsPath`.
  const page = docsPage('docs/assets');
  return [
    { path: docsPath, headers: headers('text/html; charset=utf-8'), body: () => page },
    ...docsAssets().map((asset) => ({ path: `${docsAssetsPath}/${asset.name}`, headers: headers(asset.contentType), body: () => asset.body })),
  ];
}
