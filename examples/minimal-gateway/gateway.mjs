// A gateway written part of the way, as a team's build is early on: authentication (section 5)
// and text sends (sections 2.1, 4.1, 1 item 1) only. Every other type is refused, and the template
// listing is not written yet (it answers 500). The control plane is control-plane.mjs.
// Node's standard library only; run it with PORT and HARNESS_CONTROL_TOKEN set.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readBody, serveControl } from './control-plane.mjs';

const port = Number(process.env.PORT ?? 8080);
const controlToken = process.env.HARNESS_CONTROL_TOKEN; // unset in production: no control plane at all
const controlPrefix = '/__harness';
const dayMs = 24 * 60 * 60 * 1000;
const gateway = { state: undefined };

const json = (res, status, body, headers = {}) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
const refuse = (res, status, code, message, extra = {}) => json(res, status, { code, message, ...extra }, status === 401 ? { 'www-authenticate': 'Bearer' } : {});
const invalid = (res, field, reason) => refuse(res, 422, 'validation_error', `${field}: ${reason}`, { detail: [{ loc: ['body', field], msg: reason }] });

/** Section 5: the number a request acts as, or undefined once the refusal is answered. */
function caller(req, res) {
  const token = /^bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const holders = (gateway.state?.numbers ?? []).filter((n) => n.connected && n.token === token);
  if (token === undefined || holders.length === 0) return void refuse(res, 401, 'not_authenticated', 'Missing or invalid access token.');
  const { workspace } = holders[0];
  if (!workspace.apiAccess) return void refuse(res, 402, 'plan_feature_locked', 'The plan does not include API access.');
  if (workspace.suspended) return void refuse(res, 403, 'account_suspended', 'The workspace is suspended.');
  const named = req.headers['x-phone-number-id'];
  if (named === undefined || named === '') {
    if (holders.length === 1) return holders[0];
    return void refuse(res, 400, 'ambiguous_number', 'The token holds several numbers; name one with X-Phone-Number-Id.', { phone_number_ids: holders.map((n) => n.id) });
  }
  const number = holders.find((n) => n.id === named);
  if (!number) return void refuse(res, 403, 'number_not_for_token', 'X-Phone-Number-Id names a number this token does not hold.');
  return number;
}

/** The platform's answer to a send, as section 7 maps it. */
async function callPlatform(number, to, text) {
  try {
    const response = await fetch(`${gateway.state.upstream}/${number.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${number.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { body: text } }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = await response.json().catch(() => undefined);
    const id = body?.messages?.[0]?.id;
    if (response.ok && typeof id === 'string') return { id };
    if (response.status === 429) return { status: 429, code: 'rate_limited', message: 'The platform is rate-limiting this number.' };
    return { status: 502, code: 'send_failed', message: `The platform refused the message: ${body?.error?.message ?? response.status}` };
  } catch {
    return { status: 502, code: 'send_failed', message: 'The platform could not be reached.' };
  }
}

async function send(req, res) {
  const number = caller(req, res);
  if (!number) return;
  const raw = await readBody(req);
  if (!/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')) return refuse(res, 415, 'unsupported_media_type', 'Content-Type must be application/json.');
  let body;
  try {
    body = JSON.parse(raw?.toString('utf8') ?? '');
  } catch {
    return refuse(res, 422, 'validation_error', 'body: not JSON', { detail: [{ loc: ['body'], msg: 'not JSON' }] });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return refuse(res, 422, 'validation_error', 'body: not a JSON object', { detail: [{ loc: ['body'], msg: 'not a JSON object' }] });
  const { to, type = 'text', text } = body;
  if (typeof to !== 'string' || !/^[1-9][0-9]{6,14}$/.test(to)) return invalid(res, 'to', 'full international format, digits only');
  if (type !== 'text') return invalid(res, 'type', 'only text is sent by this build');
  if (typeof text !== 'string' || text.length === 0) return invalid(res, 'text', 'required for a text message');
  if ([...text].length > 4096) return invalid(res, 'text', 'at most 4096 characters');
  const last = gateway.state.lastInbound.get(`${number.id} ${to}`) ?? 0;
  if (Date.now() - last > dayMs) return refuse(res, 409, 'outside_messaging_window', 'The customer has not written in the last 24 hours; send a template.');
  const sent = await callPlatform(number, to, text);
  if (sent.id === undefined) return refuse(res, sent.status, sent.code, sent.message);
  const now = new Date().toISOString();
  const nulls = Object.fromEntries(['media_url', 'media_mime_type', 'media_filename', 'media_duration_ms', 'interactive', 'referral', 'delivered_at', 'read_at', 'played_at', 'failed_at', 'failure_reason'].map((f) => [f, null]));
  json(res, 200, { id: randomUUID(), direction: 'OUTBOUND', message_type: 'text', content: text, status: 'SENT', source: 'API', wa_message_id: sent.id, ...nulls, sent_at: now, redacted: false, created_at: now });
}

createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  try {
    if (controlToken && (path === controlPrefix || path.startsWith(`${controlPrefix}/`))) {
      return await serveControl(req, res, path.slice(controlPrefix.length), { token: controlToken, webhookUrl: `http://127.0.0.1:${port}/upstream/webhook`, gateway });
    }
    if (req.method === 'POST' && path === '/upstream/webhook') return res.writeHead(200).end(); // platform webhooks: not read yet
    if (req.method === 'POST' && path === '/api/v2/messages') return await send(req, res);
    if (req.method === 'GET' && path === '/api/v2/templates') throw new Error('the template listing is not written yet');
    refuse(res, 404, 'not_found', `No route for ${req.method} ${path}.`);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) refuse(res, 500, 'internal_error', 'Something went wrong on our side.');
  }
}).listen(port, '127.0.0.1', () => console.log(`gateway listening on http://127.0.0.1:${port}`));
