import { describe, expect, it } from 'vitest';
import { mediaLinks, unfetchableMedia, unfetchableReason } from './unfetchable-media.ts';

describe('media links the platform cannot fetch', () => {
  it.each([
    'http://media.fixture.test/a.jpg',
    'https://127.0.0.1/a.jpg',
    'https://10.1.2.3/a.jpg',
    'https://172.20.0.1/a.jpg',
    'https://192.168.1.10/a.jpg',
    'https://169.254.169.254/latest',
    'https://100.64.0.1/a.jpg',
    'https://[::1]/a.jpg',
    'https://[fd00::1]/a.jpg',
    'https://[fe80::1]/a.jpg',
    'https://[::ffff:10.0.0.1]/a.jpg',
    'https://localhost/a.jpg',
    'https://cdn.localhost/a.jpg',
    'https://media.example.invalid/a.jpg',
  ])('%s', (link) => {
    expect(unfetchableReason(link)).toBeDefined();
  });

  it.each(['https://media.fixture.test/a.jpg', 'https://8.8.8.8/a.jpg', 'https://172.32.0.1/a.jpg', 'https://[2001:db8::1]/a.jpg', 'not a url'])('leaves %s alone', (link) => {
    expect(unfetchableReason(link)).toBeUndefined();
  });

  it("finds the message's own link, an interactive header's and a template header's (any case)", () => {
    expect(mediaLinks({ type: 'document', document: { link: 'https://a.test/1.pdf' } })).toEqual(['https://a.test/1.pdf']);
    expect(mediaLinks({ type: 'interactive', interactive: { header: { type: 'video', video: { link: 'https://a.test/v.mp4' } } } })).toEqual(['https://a.test/v.mp4']);
    const header = { type: 'HEADER', parameters: [{ type: 'image', image: { link: 'http://a.test/i.jpg' } }] };
    expect(mediaLinks({ type: 'template', template: { components: [header, { type: 'body', parameters: [] }] } })).toEqual(['http://a.test/i.jpg']);
    expect(mediaLinks({ type: 'text', text: { body: 'https://10.0.0.1/x' } })).toEqual([]);
    expect(mediaLinks({ type: 'image', image: { id: '123' } })).toEqual([]);
  });

  it('words the 131053 details after the first link it cannot fetch', () => {
    expect(unfetchableMedia({ type: 'image', image: { link: 'http://a.test/i.jpg' } })).toMatch(/^Media download failed: http:\/\/a\.test\/i\.jpg is not served over HTTPS\.$/);
    expect(unfetchableMedia({ type: 'image', image: { link: 'https://a.test/i.jpg' } })).toBeUndefined();
  });
});
