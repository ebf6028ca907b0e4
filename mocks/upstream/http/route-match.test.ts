import { describe, expect, it } from 'vitest';
import { routeMatcher } from './route-match.ts';
import { routes, type Route } from './routes.ts';

const answer = () => ({ kind: 'empty' as const, status: 204 });
const route = (method: Route['method'], url: string): Route => ({ method, url, journal: false, handle: answer });

describe('route matching', () => {
  const match = routeMatcher(routes);

  it('finds the platform routes with their parameters, percent-decoded', () => {
    expect(match('POST', '/v23.0/100000000000001/messages')).toMatchObject({ route: { url: '/:version/:node/messages' }, params: { version: 'v23.0', node: '100000000000001' } });
    expect(match('GET', '/v23.0/2000%2F1/message_templates')?.params).toEqual({ version: 'v23.0', node: '2000/1' });
  });

  it('answers HEAD with the GET route and nothing for a method a path does not take', () => {
    expect(match('HEAD', '/__control/clock')?.route.url).toBe('/__control/clock');
    expect(match('GET', '/v23.0/100000000000001/messages')).toBeUndefined();
    expect(match('OPTIONS', '/__control/clock')).toBeUndefined();
  });

  it('takes whole segments only: no empty parameter, no trailing slash, no undecodable parameter', () => {
    expect(match('POST', '/v23.0//messages')).toBeUndefined();
    expect(match('POST', '/v23.0/100000000000001/messages/')).toBeUndefined();
    expect(match('POST', '/v23.0/%E0%A4%A/messages')).toBeUndefined();
  });

  it('prefers a static path to a parametric one, whatever their order in the table', () => {
    const table = routeMatcher([route('POST', '/:version/:node/status'), route('POST', '/__control/clock/status')]);
    expect(table('POST', '/__control/clock/status')?.route.url).toBe('/__control/clock/status');
    expect(table('POST', '/v23.0/1/status')?.route.url).toBe('/:version/:node/status');
  });
});
