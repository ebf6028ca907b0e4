import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { targetWorld } from './target-world.ts';

const world = bundledWorld('default');

describe('the target part of a world', () => {
  const loaded = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0' });

  it('turns relative inbound times into instants before the world start', () => {
    const start = Date.parse(world.clock.start);
    const fixture = world.customers.flatMap((c) => c.inbound);
    const absolute = loaded.customers.flatMap((c) => c.inbound);
    expect(absolute.map((m) => (start - Date.parse(m.received_at)) / 60_000)).toEqual(fixture.map((m) => m.minutes_ago));
  });

  it('keeps upstream-only facts out and passes only local template copies', () => {
    expect(JSON.stringify(loaded)).not.toContain('throughput_mps');
    const local = world.business_accounts.flatMap((a) => a.templates.filter((t) => t.local_copy).map((t) => t.id));
    expect(loaded.templates.map((t) => t.id)).toEqual(local);
    expect(local.length).toBeLessThan(world.business_accounts.flatMap((a) => a.templates).length);
    expect(loaded.upstream).toEqual({ base_url: 'http://127.0.0.1:9/v23.0', app_secret: world.upstream.app_secret });
  });

  it('points subscriptions at the suite receiver, flagging loopback explicitly', () => {
    const withReceiver = targetWorld(world, { upstreamBaseUrl: 'http://127.0.0.1:9/v23.0', receiverUrl: 'http://127.0.0.1:4321/hooks' });
    expect(withReceiver.subscriptions.every((s) => s.url === 'http://127.0.0.1:4321/hooks' && s.allow_loopback)).toBe(true);
    expect(loaded.subscriptions.every((s) => s.url.startsWith('https://') && !s.allow_loopback)).toBe(true);
  });
});
