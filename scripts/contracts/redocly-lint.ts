/** Runs Redocly's linter (the project's redocly.yaml) over a contract, through its library API. */
import { createConfig, lint } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';

const configPath = new URL('../../redocly.yaml', import.meta.url).pathname;

export interface LintProblem {
  severity: 'error' | 'warn';
  rule: string;
  pointer: string;
  message: string;
}

export async function redoclyLint(file: string): Promise<LintProblem[]> {
  const config = await createConfig(readFileSync(configPath, 'utf8'), { configPath });
  const problems = await lint({ ref: file, config });
  return problems.map((p) => ({
    severity: p.severity === 'error' ? 'error' : 'warn',
    rule: p.ruleId,
    pointer: p.location[0]?.pointer ?? '',
    message: p.message,
  }));
}
