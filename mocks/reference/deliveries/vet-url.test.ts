// Section 6, rule 4: a host name is judged by every address it resolves to, so a public-looking
// name cannot lead to a private address. Resolution is injected: these tests never ask DNS.
import { describe, expect, it } from 'vitest';
import { systemResolver, tableResolver, withHostTable } from './host-resolver.ts';
import { vetUrl } from './vet-url.ts';

const resolve = tableResolver({
  'public.example.org': ['93.184.216.34', '2606:2800:220:1::1'],
  'internal.example.org': ['10.1.2.3'],
  'rebind.example.org': ['93.184.216.34', '127.0.0.1'],
  'v6.example.org': ['fd00::5'],
  'mapped.example.org': ['::ffff:192.168.0.9'],
  'metadata.example.org': ['169.254.169.254'],
  'loop.example.org': ['127.0.0.1'],
});

describe('vetting a subscription URL with its host name resolved', () => {
  it('allows a name whose every address is public, and pins the connection to them', async () => {
    expect(await vetUrl('https://public.example.org/hook', false, resolve)).toMatchObject({
      verdict: 'allowed',
      addresses: [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }],
    });
  });

  it.each(['internal.example.org', 'rebind.example.org', 'v6.example.org', 'mapped.example.org', 'metadata.example.org', 'loop.example.org', 'LOOP.example.org.'])(
    'refuses %s, which resolves to a non-public address',
    async (name) => {
      expect(await vetUrl(`https://${name}/hook`, false, resolve)).toMatchObject({ verdict: 'refused', problem: expect.stringContaining('resolves to') });
    },
  );

  it('lets allow_loopback exempt a name that resolves to loopback only', async () => {
    expect(await vetUrl('https://loop.example.org/hook', true, resolve)).toMatchObject({ verdict: 'allowed' });
    expect(await vetUrl('https://internal.example.org/hook', true, resolve)).toMatchObject({ verdict: 'refused' });
  });

  it('reports a name that resolves to nothing as unresolved, not refused', async () => {
    expect(await vetUrl('https://gone.example.org/hook', false, resolve)).toMatchObject({ verdict: 'unresolved' });
  });

  it('refuses what is wrong as written before resolving anything', async () => {
    const asked: string[] = [];
    const spy = (name: string) => (asked.push(name), resolve(name));
    expect(await vetUrl('http://public.example.org/hook', false, spy)).toMatchObject({ verdict: 'refused' });
    expect(asked).toEqual([]);
  });

  it('connects to localhost as loopback without asking a resolver', async () => {
    expect(await vetUrl('http://localhost:9/hook', true, tableResolver({}))).toMatchObject({ verdict: 'allowed', addresses: [{ address: '127.0.0.1' }] });
  });

  it('never sends reserved test names to the system resolver', async () => {
    expect(await systemResolver()('hooks.subscriber.test')).toEqual([]);
    expect(await systemResolver()('any.thing.invalid.')).toEqual([]);
  });
});

describe("a world's host table in front of the gateway's resolver", () => {
  const fallback = tableResolver({ 'hooks.example.org': ['93.184.216.34'], 'loop.example.org': ['127.0.0.1'] });
  const resolveWith = withHostTable({ 'loop.example.org': ['2606:4700:4700::1111'], 'only.table.test': ['::ffff:10.1.2.3'] }, fallback);

  it('answers the names it holds, in any case and with a trailing dot, and leaves the others to the fallback', async () => {
    expect(await resolveWith('LOOP.example.org.')).toEqual([{ address: '2606:4700:4700::1111', family: 6 }]);
    expect(await resolveWith('hooks.example.org')).toEqual([{ address: '93.184.216.34', family: 4 }]);
    expect(await resolveWith('nowhere.example.org')).toEqual([]);
    expect(await vetUrl('https://only.table.test/hook', false, resolveWith)).toMatchObject({ verdict: 'refused', problem: expect.stringContaining('::ffff:10.1.2.3') });
  });

  it('holds no name it inherits from Object', async () => {
    expect(await tableResolver({})('constructor')).toEqual([]);
    expect(await withHostTable({}, fallback)('toString')).toEqual([]);
  });
});
