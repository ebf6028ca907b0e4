import { describe, expect, it } from 'vitest';
import { withModuleUrl } from './cli-build.js';

describe('the CLI build keeps each module its own location', () => {
  const url = 'file:///project/scripts/x.ts';

  it('writes out import.meta.url where the code reads it', () => {
    expect(withModuleUrl("const here = new URL('./a.json', import.meta.url);", url)).toBe(`const here = new URL('./a.json', "${url}");`);
    expect(withModuleUrl('f(import.meta.url, import.meta.url)', url)).toBe(`f("${url}", "${url}")`);
  });

  it('leaves strings, templates and comments as they are', () => {
    const kept = [
      `const banner = "const require = create(import.meta.url);";`,
      `const banner = 'create(import.meta.url)';`,
      'const banner = `create(import.meta.url)`;',
      '// import.meta.url would point at the build',
      '/* import.meta.url, don\'t */',
    ];
    for (const source of kept) expect(withModuleUrl(source, url)).toBe(source);
  });

  it('reads a comment with a quote in it as a comment, not as the start of a string', () => {
    expect(withModuleUrl("// the build's own\nconst u = import.meta.url;", url)).toBe(`// the build's own\nconst u = "${url}";`);
  });

  it('leaves import.meta.resolve and other names alone', () => {
    for (const source of ["import.meta.resolve('tsx')", 'import.meta.urlish', 'import.meta.dirname']) expect(withModuleUrl(source, url)).toBe(source);
  });
});
