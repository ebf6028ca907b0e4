// The default world covers what the checks need: every component shape of sections 2.4/2.5,
// every status of 3.2, and the number and workspace situations of sections 1 and 5.
import { describe, expect, it } from 'vitest';
import { sendableByStatus } from '../spec/template-states.ts';
import { bundledWorld } from './world-file.ts';

const world = bundledWorld('default');
const templates = world.business_accounts.flatMap((a) => a.templates);
const components = templates.flatMap((t) => t.components as { type: string; format?: string; text?: string; buttons?: { type: string; url?: string; otp_type?: string }[] }[]);

describe('the default world', () => {
  it('has a template in every status of 3.2', () => {
    expect(new Set(templates.map((t) => t.status))).toEqual(new Set(Object.keys(sendableByStatus)));
  });

  it('has every header format, and text headers with and without a placeholder', () => {
    const headers = components.filter((c) => c.type === 'HEADER');
    expect(new Set(headers.map((h) => h.format))).toEqual(new Set(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']));
    const text = headers.filter((h) => h.format === 'TEXT');
    expect(text.some((h) => h.text?.includes('{{1}}'))).toBe(true);
    expect(text.some((h) => !h.text?.includes('{{'))).toBe(true);
  });

  it('has numbered and named bodies and a template without variables', () => {
    const bodies = components.filter((c) => c.type === 'BODY').map((c) => c.text ?? '');
    expect(bodies.some((b) => /\{\{1\}\}/.test(b))).toBe(true);
    expect(bodies.some((b) => /\{\{[a-z_]+\}\}/.test(b))).toBe(true);
    expect(bodies.some((b) => !b.includes('{{'))).toBe(true);
  });

  it('has static and templated URL buttons, quick replies, phone numbers and a copy-code button', () => {
    const buttons = components.flatMap((c) => c.buttons ?? []);
    expect(buttons.some((b) => b.type === 'URL' && b.url?.includes('{{1}}'))).toBe(true);
    expect(buttons.some((b) => b.type === 'URL' && !b.url?.includes('{{'))).toBe(true);
    expect(buttons.some((b) => b.type === 'QUICK_REPLY')).toBe(true);
    expect(buttons.some((b) => b.type === 'PHONE_NUMBER')).toBe(true);
    const authentication = templates.filter((t) => t.category === 'AUTHENTICATION');
    expect(authentication.length).toBeGreaterThan(0);
    expect(buttons.some((b) => b.otp_type === 'COPY_CODE')).toBe(true);
  });

  it('has one template in both en and en_US', () => {
    const languages = new Map<string, Set<string>>();
    for (const t of templates) languages.set(t.name, (languages.get(t.name) ?? new Set()).add(t.language));
    expect([...languages.values()].some((set) => set.has('en') && set.has('en_US'))).toBe(true);
  });

  it('has numbers with their own token, a shared pair, a disconnected one', () => {
    const byToken = new Map<string, string[]>();
    for (const n of world.numbers) byToken.set(n.token, [...(byToken.get(n.token) ?? []), n.phone_number_id]);
    expect([...byToken.values()].filter((ids) => ids.length === 2)).toHaveLength(1);
    expect([...byToken.values()].filter((ids) => ids.length === 1).length).toBeGreaterThan(1);
    expect(world.numbers.some((n) => n.connection === 'DISCONNECTED')).toBe(true);
    expect(world.numbers.some((n) => !n.takeover.enabled)).toBe(true);
  });

  it('has a workspace without API access, a suspended one and one at its contact limit', () => {
    expect(world.workspaces.some((w) => !w.plan.api_access)).toBe(true);
    expect(world.workspaces.some((w) => w.suspended)).toBe(true);
    expect(world.workspaces.some((w) => w.plan.contact_limit !== null && w.contacts.length === w.plan.contact_limit)).toBe(true);
  });

  it('keeps every secret an obvious fake', () => {
    const secrets = [world.upstream.app_secret, ...world.numbers.map((n) => n.token), ...world.subscriptions.map((s) => s.secret)];
    expect(secrets.every((s) => s.startsWith('fixture-'))).toBe(true);
  });
});
