/**
 * A faulty build as a running server: the reference started with the build's parts, wire change
 * and options, and otherwise exactly as `startReference` starts it (same options, same control
 * plane), so `serve faulty` and the kill table run it the way they would run the reference.
 */
import { referenceParts, startReference, type ReferenceOptions, type RunningReference, type StartReferenceOptions } from '../reference/index.ts';
import type { FaultDeclaration } from './faulty-build.ts';
import { wireEdge } from './kit/wire.ts';

/** The reference's options with the build's deviation laid over them. */
export function faultyOptions<T extends ReferenceOptions>(build: FaultDeclaration, options: T): T {
  return {
    ...options,
    ...(build.parts ? { parts: build.parts(referenceParts) } : {}),
    ...(build.wire ? { edge: wireEdge(build.wire) } : {}),
    ...(build.options ? build.options() : {}),
  };
}

export function startFaulty(build: FaultDeclaration, options: StartReferenceOptions = {}): Promise<RunningReference> {
  return startReference(faultyOptions(build, options));
}
