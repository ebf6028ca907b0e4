/**
 * Prototype pollution seen from inside the process: the member names of the built-in prototypes
 * when this module loaded, and what was added since. Only meaningful where the gateway runs in
 * the same process (the bundled reference in-process); elsewhere it still guards the harness.
 */
const watched: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

const before = new Map(watched.map(([name, proto]) => [name, new Set(Reflect.ownKeys(proto))]));

/** Members added to a built-in prototype since start-up, as `Object.prototype.name`. */
export function prototypeAdditions(): string[] {
  return watched.flatMap(([name, proto]) => Reflect.ownKeys(proto).filter((key) => !before.get(name)?.has(key)).map((key) => `${name}.${String(key)}`));
}
