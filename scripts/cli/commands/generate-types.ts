/** `gateway-harness generate-types`: writes (or, with --check, verifies) contracts/types/. */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { projectFile, renderAllTypes } from '../../contracts/type-sources.ts';
import type { Command } from '../command.ts';
import { parseOptions } from '../command.ts';

export const generateTypesCommand: Command = {
  name: 'generate-types',
  usage: 'usage: gateway-harness generate-types [--check]\n\n  --check  write nothing; exit 1 when a committed file is stale',
  async run(argv) {
    const { values } = parseOptions(argv, { check: { type: 'boolean', default: false } });
    let stale = 0;
    for (const { file, content } of await renderAllTypes()) {
      const url = projectFile(file);
      const current = existsSync(url) ? readFileSync(url, 'utf8') : undefined;
      if (current === content) continue;
      if (values.check) {
        stale += 1;
        console.log(`stale: ${file}`);
      } else {
        mkdirSync(dirname(url.pathname), { recursive: true });
        writeFileSync(url, content);
        console.log(`wrote ${file}`);
      }
    }
    if (values.check && stale > 0) console.log('run `npm run types` to regenerate');
    return stale === 0 ? 0 : 1;
  },
};
