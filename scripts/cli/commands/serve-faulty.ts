/**
 * `gateway-harness serve faulty NAME`: a faulty build of the reference (mocks/faulty), hand-written
 * or generated from the spec's numbers, as a server, started exactly as `serve reference` starts
 * the reference (same options, same environment), so `check --command` can be pointed at it;
 * `serve faulty --list` names them all.
 */
import { anyFault, faultyBuilds, generatedFaults, startFaulty } from '../../../mocks/faulty/index.ts';
import { UsageError } from '../command.ts';
import { serveReference, type ServeReferenceValues } from './serve-reference.ts';

export function listFaultyBuilds(): string {
  const all = [...faultyBuilds, ...generatedFaults];
  const width = Math.max(...all.map((b) => b.name.length));
  const line = (b: (typeof all)[number]) => `${b.name.padEnd(width)}  §${b.section.padEnd(4)} ${b.deviation}`;
  return [...faultyBuilds.map(line), '', 'generated from the spec\'s numbers:', ...generatedFaults.map(line)].join('\n');
}

export async function serveFaulty(names: string[], values: ServeReferenceValues & { list?: boolean | undefined }): Promise<number> {
  if (values.list) {
    if (names.length > 0) throw new UsageError('serve faulty --list takes no build name');
    console.log(listFaultyBuilds());
    return 0;
  }
  const [name] = names;
  if (name === undefined || names.length > 1) throw new UsageError('serve faulty takes one build name (serve faulty --list names them)');
  const build = anyFault(name);
  if (!build) throw new UsageError(`no faulty build named ${JSON.stringify(name)} (serve faulty --list names them)`);
  console.log(`faulty build ${build.name}: ${build.deviation} (breaks section ${build.section})`);
  return serveReference(values, { label: `faulty build ${build.name}`, start: (options) => startFaulty(build, options) });
}
