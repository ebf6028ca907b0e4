/**
 * In-process mode: the target is a request handler living in the test process (the bundled
 * reference, or any Node handler), driven over connections held in memory, its server also on loopback for raw bytes (listener-transport.ts).
 */
import type { RequestListener } from 'node:http';
import { listenerTransport } from './listener-transport.ts';
import type { Target } from './target.ts';

export interface InProcessTargetOptions {
  label: string;
  /** Serves `/api/v2/...`. */
  api: RequestListener;
  /** Serves the control plane; may be the same handler as `api`. */
  control: RequestListener;
  /** Path prefix of the control plane inside `control` (e.g. `/__harness`); empty by default. */
  controlPrefix?: string;
  controlToken: string;
}

export async function startInProcessTarget(options: InProcessTargetOptions): Promise<Target> {
  const api = await listenerTransport(options.api);
  const control = options.control === options.api ? api : await listenerTransport(options.control);
  const prefix = options.controlPrefix ?? '';
  return {
    mode: 'in-process',
    label: options.label,
    api: api.transport,
    control: (req) => control.transport({ ...req, path: `${prefix}${req.path}` }),
    controlToken: options.controlToken,
    apiUrl: api.url,
    async close() {
      await api.close();
      if (control !== api) await control.close();
    },
  };
}
