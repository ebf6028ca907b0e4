// The architecture's import directions are kept by the linter, not by a paragraph; this shows
// the rule fires where it must and stays quiet where imports are allowed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../', import.meta.url).pathname });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import directions', () => {
  it.each([
    ['contracts/probe.ts', "import { value } from '../suites/support/probe.ts';"],
    ['fixtures/probe.ts', "import { value } from '../mocks/upstream/probe.ts';"],
    ['fixtures/worlds/probe.ts', "import type { value } from '../../contracts/types/harness-control.ts';"],
    ['contracts/keywords/probe.ts', "import { value } from '../../fixtures/worlds/world-file.ts';"],
    ['mocks/upstream/probe.ts', "import { value } from '../reference/probe.ts';"],
    ['mocks/reference/probe.ts', "import { value } from '../../suites/support/probe.ts';"],
    ['suites/contract/probe.ts', "import { value } from '../../mocks/reference/probe.ts';"],
    ['mocks/reference/send/probe.ts', "import { value } from '../../upstream/index.ts';"],
    ['suites/support/upstream/probe.ts', "import { value } from '../../../mocks/reference/probe.ts';"],
    ['scripts/cli/probe.ts', "import { value } from '../../mocks/reference/gateway.ts';"],
    ['scripts/up/probe.ts', "import { value } from '../../mocks/upstream/handset/handset-routes.ts';"],
    ['scripts/bench/probe.ts', "import type { value } from '../../mocks/faulty/kit/steps.ts';"],
    ['scripts/cli/commands/probe.ts', "import { value } from '../../../mocks/reference/persistence/index.ts';"],
  ])('%s may not import that', async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ['mocks/reference/probe.ts', "import { value } from '../../contracts/index.ts';"],
    ['suites/contract/probe.ts', "import { value } from '../../contracts/index.ts';"],
    ['suites/support/oracle/probe.ts', "import { value } from '../../../mocks/reference/probe.ts';"],
    ['scripts/cli/probe.ts', "import { value } from '../../mocks/reference/index.ts';"],
    ['scripts/up/probe.ts', "import { value } from '../../mocks/upstream/index.ts';"],
    ['scripts/cli/commands/probe.ts', "import { value } from '../../../mocks/faulty/index.ts';"],
    ['scripts/cli/probe.ts', "import { value } from '../../contracts/index.ts';"],
    ['suites/support/upstream/probe.ts', "import { value } from '../../../mocks/upstream/index.ts';"],
    ['mocks/reference/send/probe.test.ts', "import { value } from '../../upstream/index.ts';"],
  ])('%s may import that', async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
