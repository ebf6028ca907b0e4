// Every faulty build really deviates: for one request (or one call of the part it swaps), each
// build is observed to answer otherwise than the reference. A build identical to the reference
// would make its row of the kill table meaningless.
import { describe, expect, it } from 'vitest';
import { faultyBuilds } from './catalogue.ts';
import { authProbes } from './probes/auth.ts';
import { claimedProbes } from './probes/claimed.ts';
import { errorProbes } from './probes/errors.ts';
import { eventProbes } from './probes/events.ts';
import { idempotencyProbes } from './probes/idempotency.ts';
import { listingProbes } from './probes/listing.ts';
import { sendProbes } from './probes/send.ts';
import { surfaceProbes } from './probes/surface.ts';
import { templateProbes } from './probes/templates.ts';
import { validationProbes } from './probes/validation.ts';
import { windowProbes } from './probes/window.ts';
import { observe } from './test-kit.ts';

const probes = { ...claimedProbes, ...authProbes, ...validationProbes, ...idempotencyProbes, ...templateProbes, ...windowProbes, ...listingProbes, ...eventProbes, ...errorProbes, ...sendProbes, ...surfaceProbes };

describe('faulty builds', () => {
  it('have one probe each, and no probe without a build', () => {
    expect(Object.keys(probes).sort()).toEqual(faultyBuilds.map((b) => b.name).sort());
  });

  it.each(faultyBuilds.map((b) => [b.name, b] as const))('%s answers otherwise than the reference', async (name, build) => {
    const probe = probes[name];
    if (!probe) throw new Error(`no probe for ${name}`);
    const reference = await observe(undefined, probe);
    const faulty = await observe(build, probe);
    expect(faulty, `reference saw ${JSON.stringify(reference)}`).not.toEqual(reference);
  });
});
