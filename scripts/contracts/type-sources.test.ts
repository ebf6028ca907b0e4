import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectFile, renderAllTypes } from './type-sources.ts';

describe('generated contract types', () => {
  it('are up to date with the contracts (run `npm run types` when this fails)', async () => {
    const rendered = await renderAllTypes();
    expect(rendered.map((r) => r.file)).toEqual([
      'contracts/types/gateway-v2.ts',
      'contracts/types/upstream.ts',
      'contracts/types/harness-control.ts',
      'fixtures/worlds/world-types.ts',
      'fixtures/signatures/vector-types.ts',
    ]);
    for (const { file, content } of rendered) {
      expect(readFileSync(projectFile(file), 'utf8'), `${file} is stale`).toBe(content);
    }
  });
});
