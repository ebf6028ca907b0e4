// The mock keeps the requests it answered 404 for an unserved path, so the harness can name the
// path a build got wrong (the platform version twice in a row).
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { createUpstreamMock } from './mock.ts';

describe('refused paths', () => {
  it('counts every request for a path the platform does not serve and keeps the last twenty', () => {
    const mock = createUpstreamMock({ world: bundledWorld('default') });
    try {
      const envelope = mock.notFound('POST', '/v23.0/v23.0/1065/messages?x=1');
      expect(envelope).toMatchObject({ error: { message: 'Unknown path components: POST /v23.0/v23.0/1065/messages' } });
      for (let i = 0; i < 25; i++) mock.notFound('GET', `/nowhere/${i}`);
      expect(mock.refused.total).toBe(26);
      expect(mock.refused.last).toHaveLength(20);
      expect(mock.refused.last.at(-1)).toEqual({ method: 'GET', path: '/nowhere/24' });
    } finally {
      mock.close();
    }
  });
});
