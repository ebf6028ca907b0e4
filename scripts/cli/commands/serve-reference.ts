/**
 * `gateway-harness serve reference`: the reference gateway as a server, the way `check
 * --command` and integrators run it. Settings come from options or the environment a harness
 * passes to a spawned build (PORT, UPSTREAM_BASE_URL, UPSTREAM_APP_SECRET, HARNESS_CONTROL_TOKEN).
 */
import { randomBytes } from 'node:crypto';
import { startReference, type RunningReference, type StartReferenceOptions } from '../../../mocks/reference/index.ts';
import { targetWorld } from '../../../fixtures/worlds/target-world.ts';
import { httpUrlOption, interrupted, portOption } from '../command.ts';
import { worldOption } from '../world-option.ts';

export interface ServeReferenceValues {
  port?: string | undefined;
  host?: string | undefined;
  world?: string | undefined;
  upstream?: string | undefined;
  'app-secret'?: string | undefined;
  'control-token'?: string | undefined;
}

async function provision(controlUrl: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(`${controlUrl}/world`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the reference refused the world: ${await response.text()}`);
}

/** What is served: the reference, or a faulty build of it (the same options and control plane). */
export interface ServedGateway {
  label: string;
  start(options: StartReferenceOptions): Promise<RunningReference>;
}

const theReference: ServedGateway = { label: 'reference gateway', start: startReference };

/** What `serve reference` serves until interrupted: the gateway, loaded with `--world` when given `--upstream`. */
export async function startServedReference(values: ServeReferenceValues, served: ServedGateway = theReference) {
  const env = process.env;
  const upstreamRaw = values.upstream ?? env.UPSTREAM_BASE_URL;
  const upstream = upstreamRaw === undefined || upstreamRaw === '' ? undefined : httpUrlOption(upstreamRaw, '--upstream');
  const world = worldOption(values.world);
  const given = values['control-token'] ?? env.HARNESS_CONTROL_TOKEN;
  const controlToken = given !== undefined && given !== '' ? given : randomBytes(18).toString('base64url');
  const running = await served.start({ port: portOption(values.port ?? env.PORT), host: values.host ?? '127.0.0.1', controlToken });
  const controlUrl = running.controlUrl ?? '';
  if (upstream !== undefined) {
    // People run this one on real time: the world's relative history ("wrote 30 minutes ago")
    // is placed before now, and the gateway's clock is left to follow the wall clock.
    const { clock: _clock, ...loaded } = targetWorld({ ...world, clock: { ...world.clock, start: new Date().toISOString() } }, { upstreamBaseUrl: upstream });
    const appSecret = values['app-secret'] ?? env.UPSTREAM_APP_SECRET;
    if (appSecret !== undefined && appSecret !== '') loaded.upstream.app_secret = appSecret;
    try {
      await provision(controlUrl, controlToken, loaded);
    } catch (error) {
      await running.close();
      throw error;
    }
  }
  return { running, controlUrl, controlToken, tokenGiven: given !== undefined && given !== '', world, upstream };
}

export async function serveReference(values: ServeReferenceValues, served: ServedGateway = theReference): Promise<number> {
  const { running, controlUrl, controlToken, tokenGiven, world, upstream } = await startServedReference(values, served);
  console.log(upstream === undefined ? `${served.label} listening (empty: provision it through the control plane)` : `${served.label} (world ${world.name}) listening`);
  console.log(`  API base URL:   ${running.url}/api/v2`);
  console.log(`  webhook URL:    ${running.webhookUrl}  (point the platform's webhooks here)`);
  console.log(`  control URL:    ${controlUrl}`);
  if (!tokenGiven) console.log(`  control token:  ${controlToken}  (shown once; pass --control-token to choose one)`);
  await interrupted();
  await running.close();
  console.log(`${served.label} stopped`);
  return 0;
}
