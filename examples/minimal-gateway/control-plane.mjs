// The control plane every build needs before its first check: the three required operations of
// contracts/harness-control.openapi.json (GET /capabilities, POST /reset, PUT /world) behind the
// control token, and 501 for each optional capability. Node's standard library only.
import { createHash, timingSafeEqual } from 'node:crypto';

const largestBody = 4 * 1024 * 1024; // a world is a few kilobytes
const optional = [/^\/numbers\/[^/]+\/(reconnect|other-source-sends)$/, /^\/clock\/advance$/, /^\/customers\/[^/]+\/[^/]+$/, /^\/subscriptions\/[^/]+\/deliveries$/, /^\/templates\/sync$/, /^\/faults\/internal$/, /^\/messages\/[^/]+$/];

/** Reads the whole body (so an answer always reaches the caller); undefined when it is too large. */
export function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => { size += chunk.length; if (size <= largestBody) chunks.push(chunk); });
    req.on('end', () => resolve(size > largestBody ? undefined : Buffer.concat(chunks)));
    req.on('error', () => resolve(undefined));
  });
}

/** What the gateway keeps of a world; throws on a world it cannot read. */
function stateFrom(world) {
  const workspaces = new Map(world.workspaces.map((w) => [w.id, { apiAccess: w.plan.api_access === true, suspended: w.suspended === true }]));
  const numbers = world.numbers.map((n) => {
    const workspace = workspaces.get(n.workspace_id);
    if (!workspace || typeof n.token !== 'string') throw new Error(`number ${n.phone_number_id}: no workspace or token`);
    return { id: String(n.phone_number_id), token: n.token, connected: n.connection === 'CONNECTED', workspace };
  });
  const lastInbound = new Map(); // "number customer" -> epoch ms of the customer's last message
  for (const customer of world.customers) {
    for (const message of customer.inbound) {
      const key = `${message.phone_number_id} ${customer.wa_id}`;
      lastInbound.set(key, Math.max(lastInbound.get(key) ?? 0, Date.parse(message.received_at) || 0));
    }
  }
  return { upstream: String(world.upstream.base_url), numbers, lastInbound };
}

const digest = (text) => createHash('sha256').update(String(text)).digest();
const answer = (res, status, body) => res.writeHead(status, body ? { 'content-type': 'application/json' } : {}).end(body ? JSON.stringify(body) : undefined);

/** Serves one control request; `path` is the part after the control prefix, `gateway.state` the loaded world. */
export async function serveControl(req, res, path, { token, webhookUrl, gateway }) {
  if (!timingSafeEqual(digest(req.headers.authorization), digest(`Bearer ${token}`))) return answer(res, 401, { error: 'control_unauthorized', message: 'missing or wrong control token' });
  const route = `${req.method} ${path}`;
  if (route === 'GET /capabilities') return answer(res, 200, { capabilities: [], upstream_webhook_url: webhookUrl, spec_version: '2' });
  if (route === 'POST /reset') {
    gateway.state = undefined;
    return answer(res, 204);
  }
  if (route === 'PUT /world') {
    const body = await readBody(req);
    if (body === undefined) return answer(res, 413, { error: 'body_too_large', message: `a world is at most ${largestBody} bytes` });
    try {
      gateway.state = stateFrom(JSON.parse(body.toString('utf8')));
      return answer(res, 204);
    } catch (error) {
      // A JSON parser's message may quote the body, and a world holds tokens: never echo it.
      return answer(res, 400, { error: 'invalid_world', message: error instanceof SyntaxError ? 'the body is not JSON' : `cannot read the world: ${error.message}` });
    }
  }
  if (optional.some((pattern) => pattern.test(path))) return answer(res, 501, { error: 'capability_not_offered', message: 'this build offers no optional capability' });
  return answer(res, 404, { error: 'not_found', message: `no control operation ${route}` });
}
