// Stacks side by side share nothing: each has its own ports, platform journal, subscriber and
// clock, as test files running in parallel need; a stopped stack leaves no port open.
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from './index.ts';

const started: LocalStack[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((stack) => stack.stop()));
});

async function two(): Promise<[LocalStack, LocalStack]> {
  const [one, other] = await Promise.all([startLocalStack(), startLocalStack()]);
  started.push(one, other);
  return [one, other];
}

const send = (stack: LocalStack, text: string) =>
  fetch(`${stack.apiUrl}/messages`, { method: 'POST', headers: { ...stack.number().headers, 'content-type': 'application/json' }, body: JSON.stringify({ to: '12025550131', text }) });

describe('stacks side by side', () => {
  it('keep their own ports, sends, events and time', async () => {
    const [one, other] = await two();
    const ports = [one.gatewayUrl, one.platformUrl, other.gatewayUrl, other.platformUrl].map((url) => new URL(url).port);
    expect(new Set(ports).size).toBe(4);
    expect((await send(one, 'for the first stack')).status).toBe(200);
    expect(one.platform.sends()).toHaveLength(1);
    expect(other.platform.sends()).toEqual([]);
    await one.events.waitFor('message.sent');
    await other.clock.advance('PT25H');
    expect((await send(other, 'too late')).status).toBe(409);
    expect((await send(one, 'still in time')).status).toBe(200);
    expect(other.events.all().filter((event) => event.name === 'message.sent')).toEqual([]);
  });

  it('leave nothing listening once stopped, and stop twice without complaint', async () => {
    const [one, other] = await two();
    await one.stop();
    await one.stop();
    await expect(fetch(`${one.gatewayUrl}/api/v2/openapi.json`)).rejects.toThrow();
    await expect(fetch(one.handsetUrl)).rejects.toThrow();
    expect((await fetch(`${other.gatewayUrl}/api/v2/openapi.json`)).status).toBe(200);
  });
});
