// What the README shows of the library and the stack image is what they do: its example test is
// the example file the pack test runs in an installed project, and its sample ready line is the
// line the stack's image prints (the development world, ports 4000 and 4010).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledWorld } from '../../fixtures/worlds/world-file.ts';
import { stackReadyLine, stackReadyPrefix } from '../image/stack-ready-line.ts';
import { startStack } from '../up/stack.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README on the library and the stack image', () => {
  it('shows the example test the pack test runs, whole', () => {
    const example = readFileSync(new URL('./examples/order-updates.example.ts', import.meta.url), 'utf8');
    expect(readme).toContain(`\`\`\`ts\n${example}\`\`\``);
  });

  it('shows the ready line the stack prints', async () => {
    const world = bundledWorld('development');
    const stack = await startStack({ world, port: 0, upstreamPort: 0, warn: () => undefined });
    try {
      const printed = stackReadyLine(stack, world).replaceAll(new URL(stack.gatewayUrl).host, '127.0.0.1:4000').replaceAll(new URL(stack.upstream.url).host, '127.0.0.1:4010');
      const shown = readme.split('\n').find((line) => line.startsWith(stackReadyPrefix));
      expect(shown).toBe(printed);
    } finally {
      await stack.close();
    }
  });
});
