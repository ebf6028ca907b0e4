/**
 * The platform's field selection (`fields=a,b`): without it a node or a listing answers its
 * default fields, with it only the fields named, and always `id`. Names the mock does not model
 * are left out, as the platform leaves out a field a node has no value for.
 */

/** How each modelled field is read off the thing behind a node. */
export type FieldValues<F extends string, T> = { readonly [K in F]: (source: T) => unknown };

/** The fields an answer carries: `defaults`, or the ones named, in the order `values` lists them. */
export function selectedFields<F extends string, T>(fields: string | undefined, values: FieldValues<F, T>, defaults: readonly F[]): F[] {
  if (fields === undefined) return [...defaults];
  const named = new Set(fields.split(',').map((f) => f.trim()));
  return (Object.keys(values) as F[]).filter((f) => named.has(f));
}

/** A node as answered: `id`, then each selected field. */
export function renderNode<F extends string, T>(id: string, source: T, fields: readonly F[], values: FieldValues<F, T>): Record<string, unknown> {
  const out: Record<string, unknown> = { id };
  for (const field of fields) out[field] = values[field](source);
  return out;
}
