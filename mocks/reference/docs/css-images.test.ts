// The docs page runs under `img-src 'self'`, so the renderer's inline stylesheet images must
// become files of their own, byte for byte.
import { describe, expect, it } from 'vitest';
import { moveInlineImages } from './css-images.ts';

describe('moving inline stylesheet images out', () => {
  it('moves a quoted SVG data URL, undoing CSS escapes and %XX escapes', () => {
    const css = 'a{background:url("data:image/svg+xml;charset=utf-8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"><path fill=\\"%23fff\\"/></svg>") no-repeat}';
    const { css: out, images } = moveInlineImages(css);
    expect(out).toBe('a{background:url("css-image-1.svg") no-repeat}');
    expect(images).toEqual([{ name: 'css-image-1.svg', contentType: 'image/svg+xml;charset=utf-8', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff"/></svg>') }]);
  });

  it('moves bare and single-quoted base64 images under their own types', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff]);
    const css = `b{background:url(data:image/png;base64,${png.toString('base64')})}c{background:url( 'data:image/jpeg;base64,${jpeg.toString('base64')}' )}`;
    const { css: out, images } = moveInlineImages(css, 'icon');
    expect(out).toBe('b{background:url("icon-1.png")}c{background:url("icon-2.jpg")}');
    expect(images.map((i) => [i.contentType, i.body])).toEqual([['image/png', png], ['image/jpeg', jpeg]]);
  });

  it('serves the same image once when the stylesheet repeats it', () => {
    const rule = 'x{background:url(data:image/png;base64,AAAA)}';
    const { css, images } = moveInlineImages(rule + rule);
    expect(images).toHaveLength(1);
    expect(css).toBe('x{background:url("css-image-1.png")}'.repeat(2));
  });

  it('leaves ordinary URLs and data URLs that are not images as they are', () => {
    const css = 'a{background:url("icons/a.svg")}b{src:url(data:font/woff2;base64,AAAA)}c{background:url(https://example.org/x.png)}';
    expect(moveInlineImages(css)).toEqual({ css, images: [] });
  });
});
