/**
 * An allowed variant as a running server: the reference started with the variant's parts, wire
 * change and options, without the capabilities it withholds, and otherwise exactly as `startReference` starts it, so the pass table and
 * `serve variant` run it the way they would run the reference.
 */
import { controlCapabilities, referenceParts, startReference, type ReferenceOptions, type RunningReference, type StartReferenceOptions } from '../reference/index.ts';
import { wireEdge } from '../faulty/kit/wire.ts';
import type { AllowedVariant } from './allowed-variant.ts';

/** The reference's options with the variant laid over them. */
export function variantOptions<T extends ReferenceOptions>(variant: AllowedVariant, options: T): T {
  return {
    ...options,
    ...(variant.options ? variant.options() : {}),
    ...(variant.parts ? { parts: variant.parts(referenceParts) } : {}),
    ...(variant.wire ? { edge: wireEdge(variant.wire) } : {}),
    ...(variant.withholds ? { capabilities: (options.capabilities ?? controlCapabilities).filter((c) => !variant.withholds?.includes(c)) } : {}),
  };
}

export function startVariant(variant: AllowedVariant, options: StartReferenceOptions = {}): Promise<RunningReference> {
  return startReference(variantOptions(variant, options));
}
