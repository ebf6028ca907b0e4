/**
 * `gateway-harness serve faulty NAME`: a faulty build of the reference (mocks/faulty) as a
 * server, started exactly as `serve reference` starts the reference (same options, same
 * environment), so `check --command` can be pointed at it; `serve faulty --list` names them all.
 */
import { faultyBuild, faultyBuilds, startFaulty } from '../../../mocks/faulty/index.ts';
import { UsageError } from '../command.ts';
import { serveReference, type ServeReferenceValues } from './serve-reference.ts';

export function listFaultyBuilds(): string {
  const width = Math.max(...faultyBuilds.map((b) => b.name.length));
  return faultyBuilds.map((b) => `${b.name.padEnd(width)}  §${b.section.padEnd(4)} ${b.deviation}`).join('\n');
}

export async function serveFaulty(names: string[], values: ServeReferenceValues & { list?: boolean | undefined }): Promise<number> {
  if (values.list) {
    if (names.length > 0) throw new UsageError('serve faulty --list takes no build name');
    console.log(listFaultyBuilds());
    return 0;
  }
  const [name] = names;
  if (name === undefined || names.length > 1) throw new UsageError('serve faulty takes one build name (serve faulty --list names them)');
  const build = faultyBuild(name);
  if (!build) throw new UsageError(`no faulty build named ${JSON.stringify(name)} (serve faulty --list names them)`);
  console.log(`faulty build ${build.name}: ${build.deviation} (breaks section ${build.section})`);
  return serveReference(values, { label: `faulty build ${build.name}`, start: (options) => startFaulty(build, options) });
}
