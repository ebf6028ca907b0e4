import { describe, expect, it } from 'vitest';
import { bundledWorld, listWorldFiles, parseWorld, readWorldFile, type World } from './world-file.ts';
import { targetWorld } from './target-world.ts';

const world = bundledWorld('default');
const copy = (): World => structuredClone(world);

describe('world fixtures', () => {
  it('every bundled world is valid, cross-references included', () => {
    expect(listWorldFiles()).toContain('default.json');
    for (const file of listWorldFiles()) expect(readWorldFile(file)).toMatchObject({ ok: true });
  });

  it('names an unknown world and lists the bundled ones', () => {
    expect(() => bundledWorld('nope')).toThrow(/no world named "nope"; bundled worlds: default.json/);
  });

  it('reports a shape problem by JSON pointer', () => {
    const broken = copy() as unknown as { numbers: { connection: string }[] };
    broken.numbers[0]!.connection = 'MAYBE';
    const result = parseWorld(broken);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContainEqual(expect.stringMatching(/^\/numbers\/0\/connection: expected one of/));
  });

  it('reports a dangling reference', () => {
    const broken = copy();
    broken.subscriptions[0]!.phone_number_id = '999999999999999';
    const result = parseWorld(broken);
    expect(result.ok ? [] : result.problems).toEqual(['/subscriptions/0/phone_number_id: no number 999999999999999']);
  });

  it('refuses a token shared across business accounts (5.2 allows one account only)', () => {
    const broken = copy();
    const [first, other] = [broken.numbers[0]!, broken.numbers.find((n) => n.business_account_id !== broken.numbers[0]!.business_account_id)!];
    other.token = first.token;
    const result = parseWorld(broken);
    expect(result.ok ? [] : result.problems).toContainEqual(expect.stringContaining('shared across business accounts'));
  });
});

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
