/**
 * Every check of the suite, whatever the caller's environment selects for a run: HARNESS_SECTION
 * and HARNESS_PROFILE=spec drop checks at declaration, which would make catalogue entries look
 * stale. They are set aside while the suite is listed, and put back afterwards.
 */
import { listChecks, type ListedCheck } from '../check/list-checks.ts';

const selectors = ['HARNESS_SECTION', 'HARNESS_PROFILE'] as const;

export async function allChecks(): Promise<ListedCheck[]> {
  const saved = selectors.map((name) => [name, process.env[name]] as const);
  for (const name of selectors) Reflect.deleteProperty(process.env, name);
  try {
    return await listChecks();
  } finally {
    for (const [name, value] of saved) if (value !== undefined) process.env[name] = value;
  }
}
