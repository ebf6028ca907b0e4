import { describe, expect, it } from 'vitest';
import { refusalMark, refusedSince, registerRefusals } from './refused-upstream.ts';

describe('requests the platform mock refused during a check', () => {
  it('gives those refused since the mark, once each, from every registered mock', () => {
    const first = { total: 1, last: [{ method: 'GET', path: '/old' }] };
    const second = { total: 0, last: [] as { method: string; path: string }[] };
    const forgetFirst = registerRefusals(() => first);
    const forgetSecond = registerRefusals(() => second);
    try {
      const mark = refusalMark();
      first.total = 3;
      first.last = [{ method: 'GET', path: '/old' }, { method: 'POST', path: '/v23.0/v23.0/1/messages' }, { method: 'POST', path: '/v23.0/v23.0/1/messages' }];
      second.total = 1;
      second.last = [{ method: 'GET', path: '/v23.0/v23.0/9/message_templates' }];
      expect(refusedSince(mark)).toEqual(['POST /v23.0/v23.0/1/messages', 'GET /v23.0/v23.0/9/message_templates']);
    } finally {
      forgetFirst();
      forgetSecond();
    }
    expect(refusedSince(refusalMark())).toEqual([]);
  });
});
