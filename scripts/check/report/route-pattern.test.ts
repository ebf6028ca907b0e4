// Calls of one route group together whatever ids and query they carried: the contracts' own path
// templates where a path matches one, segments that look like ids elsewhere.
import { describe, expect, it } from 'vitest';
import { routeAmong, routeOf } from './route-pattern.ts';

describe('the route of a called path', () => {
  it('drops the query and a trailing slash', () => {
    expect(routeOf('/api/v2/templates?limit=0&cursor=abc', 'public')).toBe('/api/v2/templates');
    expect(routeOf('/api/v2/templates/', 'public')).toBe('/api/v2/templates');
  });

  it('names the parameters of the control contract\'s paths, whatever the value', () => {
    expect(routeOf('/numbers/100000000000001/reconnect', 'control')).toBe('/numbers/{phone_number_id}/reconnect');
    expect(routeOf('/numbers/__proto__/reconnect', 'control')).toBe('/numbers/{phone_number_id}/reconnect');
    expect(routeOf('/subscriptions/sub_main_events/deliveries?x=1', 'control')).toBe('/subscriptions/{subscription_id}/deliveries');
    expect(routeOf('/customers/100000000000001/12025550101', 'control')).toBe('/customers/{phone_number_id}/{wa_id}');
    expect(routeOf('/world', 'control')).toBe('/world');
  });

  it('turns segments that look like ids into {id} on a path no contract lists', () => {
    expect(routeAmong('/api/v1/messages/01HZX3K8Q2M4N6P8R0S2T4V6W8', [])).toBe('/api/v1/messages/{id}');
    expect(routeAmong('/api/v1/numbers/100000000000001/templates', [])).toBe('/api/v1/numbers/{id}/templates');
    expect(routeAmong('/api/v2/webhooks/3f2b8c1e-9d4a-4b7e-8f6a-2c1d0e9b8a7f', [])).toBe('/api/v2/webhooks/{id}');
    expect(routeAmong('/api/v2/webhooks', [])).toBe('/api/v2/webhooks');
  });
});
