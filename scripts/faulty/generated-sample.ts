/**
 * The generated builds the quick kill table runs: a sample drawn by a seed, so each run may try
 * others and any run can be repeated (`kill-table --seed N`). The sample keeps catalogue order.
 */
import { seededRandom } from '../../mocks/upstream/index.ts';

/** `size` of `items`, drawn without repeats by `seed`; all of them when `size` is not smaller. */
export function seededSample<T>(items: readonly T[], seed: number, size: number): T[] {
  if (size >= items.length) return [...items];
  const random = seededRandom(seed);
  const order = items.map((_, i) => i);
  // A partial Fisher–Yates shuffle: the first `size` places get a uniform draw of the rest.
  for (let i = 0; i < size; i++) {
    const j = random.int(i, order.length - 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order
    .slice(0, size)
    .sort((a, b) => a - b)
    .map((i) => items[i] as T);
}
