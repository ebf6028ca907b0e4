/**
 * A project that has installed only the packed harness and vitest, as an integrator's or a
 * gateway team's would: its package.json and a lock file naming, for every package the harness
 * needs at run time, the version and integrity this repository's own lock holds. With the lock,
 * `npm install --offline` takes every package from the npm cache that this repository's `npm ci`
 * filled: nothing is asked of a registry. Pure: manifests in, files out.
 */

interface LockEntry {
  version?: string;
  dev?: boolean;
  [field: string]: unknown;
}

export interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  bin?: Record<string, string>;
  engines?: Record<string, string>;
}

export interface ConsumerFiles {
  packageJson: object;
  lock: object;
}

/** `tarball` is the packed file's name, beside the project's folder (`file:../NAME`). */
export function consumerProject(harness: Manifest, lock: Lock, tarball: string): ConsumerFiles {
  const vitest = harness.dependencies?.vitest;
  if (vitest === undefined) throw new Error('the harness does not depend on vitest: its tests and its check need it at run time');
  const devDependencies = { [harness.name]: `file:../${tarball}`, vitest };
  const packages: Record<string, LockEntry> = {
    '': { name: 'consumer', devDependencies },
    [`node_modules/${harness.name}`]: {
      version: harness.version,
      resolved: `file:../${tarball}`,
      dev: true,
      ...(harness.dependencies ? { dependencies: harness.dependencies } : {}),
      ...(harness.bin ? { bin: harness.bin } : {}),
      ...(harness.engines ? { engines: harness.engines } : {}),
    },
  };
  // Everything the harness's own install keeps outside its devDependencies; npm leaves out what
  // the project does not need (optional peers, other platforms' binaries).
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.dev === true) continue;
    packages[path] = entry;
  }
  return {
    packageJson: { name: 'consumer', private: true, type: 'module', devDependencies },
    lock: { name: 'consumer', lockfileVersion: lock.lockfileVersion, requires: true, packages },
  };
}
