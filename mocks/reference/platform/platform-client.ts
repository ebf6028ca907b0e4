/**
 * The gateway's calls to the upstream platform: sends and template look-ups, with the number's
 * access token, to the base URL the world (or the environment) configured. Every call goes
 * through `platform-request.ts`, the only place the reference opens a connection to the platform.
 */
import type { ConnectedNumber, UpstreamLink } from '../state/gateway-state.ts';
import { readSendAnswer, refusalReason, type SendOutcome } from './platform-answer.ts';
import { PlatformTimeout, requestPlatform } from './platform-request.ts';

export interface PlatformClientOptions {
  /** How long a platform call may take before it counts as an outage. */
  timeoutMs: number;
}

function outageReason(error: unknown): string {
  return error instanceof PlatformTimeout ? error.message : 'the platform could not be reached';
}

/** A next-page link is followed only to the platform itself, never to an address it names elsewhere. */
function sameOrigin(next: unknown, baseUrl: string): string | undefined {
  if (typeof next !== 'string') return undefined;
  try {
    return new URL(next).origin === new URL(baseUrl).origin ? next : undefined;
  } catch {
    return undefined;
  }
}

export class PlatformClient {
  constructor(private readonly options: PlatformClientOptions) {}

  async send(link: UpstreamLink, number: ConnectedNumber, payload: unknown): Promise<SendOutcome> {
    try {
      const { status, body } = await requestPlatform(
        `${link.baseUrl}/${encodeURIComponent(number.phoneNumberId)}/messages`,
        { method: 'POST', headers: { authorization: `Bearer ${number.token}`, 'content-type': 'application/json' }, body: JSON.stringify(payload) },
        this.options.timeoutMs,
      );
      return readSendAnswer(status, body);
    } catch (error) {
      return { kind: 'outage', reason: outageReason(error) };
    }
  }

  /**
   * Templates of the number's business account (all, or every language of one name), following
   * the platform's paging. Undefined when the platform could not be asked (section 4.1 treats
   * that like a template that is not there).
   */
  async templates(link: UpstreamLink, number: ConnectedNumber, name?: string): Promise<unknown[] | undefined> {
    const found: unknown[] = [];
    // The platform returns quality and rejection details only when asked for them by name.
    const fields = 'id,name,language,status,category,parameter_format,components,quality_score,rejected_reason';
    const query = new URLSearchParams(name === undefined ? { fields, limit: '100' } : { name, fields, limit: '100' });
    let url: string | undefined = `${link.baseUrl}/${encodeURIComponent(number.businessAccountId)}/message_templates?${query.toString()}`;
    for (let pages = 0; url !== undefined && pages < 50; pages++) {
      try {
        const { status, body } = await requestPlatform(url, { headers: { authorization: `Bearer ${number.token}` } }, this.options.timeoutMs);
        if (status !== 200 || refusalReason(body)) return undefined;
        const page = body as { data?: unknown; paging?: { next?: unknown } } | undefined;
        if (!Array.isArray(page?.data)) return undefined;
        found.push(...page.data);
        url = sameOrigin(page.paging?.next, link.baseUrl);
      } catch {
        return undefined;
      }
    }
    return found;
  }
}
