/**
 * A send carrying `__proto__`, `constructor` or `prototype` as member names, at the top or inside
 * any object of the body, with values that would change what every object reads if a gateway ever
 * merged the body into an object (`polluted`, a `type`, a `toString`). Written as text, since a
 * JavaScript object literal would turn `__proto__` into a prototype instead of a member.
 */
import fc from 'fast-check';
import { hostileBytes, type HostileBytes } from './hostile-bytes.ts';

/** A member name a property check looks for on every object's prototype after the run. */
export const pollutionMarker = 'pollutedByHarness';

type Path = (string | number)[];

function objectPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectPaths(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return [path, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...path, key]))];
}

const payloads = [
  `{"${pollutionMarker}":"yes"}`,
  `{"prototype":{"${pollutionMarker}":"yes"}}`,
  '{"type":"template","template_name":"thank_you"}',
  '{"toString":"not a function","valueOf":1}',
  '"a string"',
  '1',
  'null',
  '[]',
];

const placeholder = '__harness_key__';

export function prototypeKeys(valid: Record<string, unknown>): fc.Arbitrary<HostileBytes> {
  const paths = objectPaths(valid);
  return fc.tuple(fc.constantFrom(...paths), fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom(...payloads)).map(([path, key, payload]) => {
    const copy = structuredClone(valid) as Record<string, unknown>;
    let holder: Record<string | number, unknown> = copy;
    for (const part of path) holder = holder[part] as Record<string | number, unknown>;
    holder[placeholder] = '\u0001';
    const text = JSON.stringify(copy).replace(`"${placeholder}":"\\u0001"`, `"${key}":${payload}`);
    return hostileBytes(`"${key}": ${payload} in ${path.length === 0 ? 'the body' : path.join('.')}`, text);
  });
}
