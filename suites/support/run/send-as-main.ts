/**
 * A send as the world's main number, answered with what reached the platform because of it.
 * `paced` spaces it one pair interval on the platform's clock, for checks that send one customer
 * many accepted messages and must keep the platform's rate limits out of their verdict.
 */
import { castOf } from '../world/cast.ts';
import type { Run } from './harness-run.ts';

export async function sendAsMain(run: Run, body: Record<string, unknown>, options: { invalidRequest?: boolean; paced?: boolean } = {}) {
  const { api, upstream, world } = run;
  if (options.paced === true) upstream.pace(6);
  const mark = upstream.mark();
  const response = await api.sendMessage({ token: castOf(world).main.token, body, invalidRequest: options.invalidRequest === true });
  return { response, sent: upstream.sendsSince(mark) };
}
