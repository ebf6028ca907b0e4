// Section 1 and decision A16: the docs page and its files are a fixed, public set of routes under
// `/api/v2/docs/`, each with its content type, and the page names nothing outside that set.
import { describe, expect, it } from 'vitest';
import { docsAssetsPath, docsContentSecurityPolicy, docsPath, docsRoutes } from './docs-routes.ts';

const routes = docsRoutes();
const byPath = new Map(routes.map((route) => [route.path, route]));
const origin = 'http://gateway.test';

function text(path: string): string {
  return String(byPath.get(path)?.body());
}

/** Where each `src`/`href` of an HTML page, or `url(...)` of a stylesheet, leads from `base`. */
function links(body: string, base: string): URL[] {
  const found = [...body.matchAll(/\b(?:src|href)="([^"]*)"/g), ...body.matchAll(/url\("([^"]*)"\)/g)].map((m) => m[1] ?? '');
  return found.map((link) => new URL(link, `${origin}${base}`));
}

describe('docs routes', () => {
  it('serve the page as HTML and every asset below the assets path, by a plain file name', () => {
    expect(routes[0]).toMatchObject({ path: docsPath, headers: { 'content-type': 'text/html; charset=utf-8' } });
    for (const route of routes.slice(1)) expect(route.path).toMatch(new RegExp(`^${docsAssetsPath}/[a-z0-9-]+(\\.[a-z0-9]+)+$`));
  });

  it.each([
    ['.css', 'text/css; charset=utf-8'],
    ['.js', 'text/javascript; charset=utf-8'],
    ['.png', 'image/png'],
    ['.svg', 'image/svg+xml;charset=utf-8'],
  ])('give files ending %s the content type %s', (ending, type) => {
    const matching = routes.filter((route) => route.path.endsWith(ending));
    expect(matching.length).toBeGreaterThan(0);
    for (const route of matching) expect(route.headers['content-type']).toBe(type);
  });

  it('send the page and every file with a policy that allows only the same origin, and no sniffing', () => {
    expect(docsContentSecurityPolicy).toMatch(/^default-src 'self';/);
    expect(docsContentSecurityPolicy).not.toMatch(/unsafe|data:|https?:|\*/);
    for (const route of routes) expect(route.headers).toMatchObject({ 'content-security-policy': docsContentSecurityPolicy, 'x-content-type-options': 'nosniff' });
  });

  it('link the page only to served files on the same origin, with no inline script', () => {
    const page = text(docsPath);
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|<style|\sstyle=|\son[a-z]+=/i);
    const targets = links(page, docsPath);
    expect(targets.length).toBe(4);
    for (const target of targets) {
      expect(target.origin).toBe(origin);
      expect(byPath.has(target.pathname), target.pathname).toBe(true);
    }
  });

  it('leave no inline image in the stylesheet, and link each of its images to a served file', () => {
    const stylesheet = `${docsAssetsPath}/swagger-ui.css`;
    const css = text(stylesheet);
    expect(css).not.toContain('data:');
    const targets = links(css, stylesheet);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(byPath.has(target.pathname), target.pathname).toBe(true);
  });

  it('serve the moved images as the images they were', () => {
    for (const route of routes.filter((r) => r.path.includes('/css-image-'))) {
      const body = route.body() as Buffer;
      if (route.path.endsWith('.svg')) expect(body.toString('utf8')).toMatch(/^<svg[\s>][\s\S]*<\/svg>$/);
      else if (route.path.endsWith('.png')) expect(body.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      else expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });
});
