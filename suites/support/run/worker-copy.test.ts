import { describe, expect, it } from 'vitest';
import { workerCopy } from './worker-copy.ts';

const first = { HARNESS_TARGET_URL: 'http://127.0.0.1:4001', HARNESS_CONTROL_URL: 'http://127.0.0.1:4001/__harness', HARNESS_CONTROL_TOKEN: 'first-token', HARNESS_UPSTREAM_PORT: '5001' };
const second = { baseUrl: 'http://127.0.0.1:4002', controlUrl: 'http://127.0.0.1:4002/__harness', controlToken: 'second-token', upstreamPort: 5002 };

describe('workerCopy', () => {
  it('names no build when the run names none (the reference in-process)', () => {
    expect(workerCopy({ VITEST_POOL_ID: '2' })).toBeUndefined();
  });

  it('gives every worker the one build of a run of one copy', () => {
    for (const worker of ['1', '2']) {
      expect(workerCopy({ ...first, VITEST_POOL_ID: worker })).toEqual({ baseUrl: first.HARNESS_TARGET_URL, controlUrl: first.HARNESS_CONTROL_URL, controlToken: 'first-token', upstreamPort: 5001 });
    }
  });

  it('gives worker N copy N, with its own upstream port', () => {
    const env = { ...first, HARNESS_TARGET_COPIES: JSON.stringify([second]) };
    expect(workerCopy({ ...env, VITEST_POOL_ID: '1' })?.baseUrl).toBe(first.HARNESS_TARGET_URL);
    expect(workerCopy({ ...env, VITEST_POOL_ID: '2' })).toEqual(second);
  });

  it('refuses a worker beyond the copies rather than sharing one copy between two files', () => {
    const env = { ...first, HARNESS_TARGET_COPIES: JSON.stringify([second]), VITEST_POOL_ID: '3' };
    expect(() => workerCopy(env)).toThrow(/worker 3 has no copy of the build: the run started 2/);
  });

  it('refuses copies that are not a list of targets', () => {
    expect(() => workerCopy({ ...first, HARNESS_TARGET_COPIES: JSON.stringify([{ baseUrl: 'x' }]), VITEST_POOL_ID: '2' })).toThrow(/HARNESS_TARGET_COPIES must be/);
  });

  it('leaves out the upstream port of a build pointed at a free port', () => {
    const { HARNESS_UPSTREAM_PORT: _port, ...withoutPort } = first;
    expect(workerCopy(withoutPort)).not.toHaveProperty('upstreamPort');
  });
});
