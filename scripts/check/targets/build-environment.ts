/**
 * What a build started by the harness is told (`--command`, `--image`): where to listen, where
 * the platform is, the platform's signing secret and the control token. The upstream port is
 * fixed up front, so the harness's mock listens exactly where the build was pointed.
 */
import { randomBytes } from 'node:crypto';
import { bundledWorld } from '../../../fixtures/worlds/world-file.ts';
import { freePort } from './free-port.ts';

export interface BuildEnvironment {
  port: number;
  upstreamPort: number;
  controlToken: string;
  /**
   * The variables handed to the build. `UPSTREAM_BASE_URL` already ends with the platform
   * version (`/v23.0`), as the control plane's `upstream.base_url` does: the build appends only
   * the operation path.
   */
  env: { PORT: string; UPSTREAM_BASE_URL: string; UPSTREAM_APP_SECRET: string; HARNESS_CONTROL_TOKEN: string };
}

/** `taken`: ports already given to another copy of the build, which this one must not get. */
export async function buildEnvironment(taken: ReadonlySet<number> = new Set()): Promise<BuildEnvironment> {
  const world = bundledWorld('default');
  let port = await freePort();
  while (taken.has(port)) port = await freePort();
  let upstreamPort = await freePort();
  while (upstreamPort === port || taken.has(upstreamPort)) upstreamPort = await freePort();
  const controlToken = randomBytes(24).toString('base64url');
  return {
    port,
    upstreamPort,
    controlToken,
    env: {
      PORT: String(port),
      UPSTREAM_BASE_URL: `http://127.0.0.1:${upstreamPort}/${world.upstream.api_version}`,
      UPSTREAM_APP_SECRET: world.upstream.app_secret,
      HARNESS_CONTROL_TOKEN: controlToken,
    },
  };
}
