import { describe, expect, it } from 'vitest';
import { inboundMedia } from './inbound-message.ts';

const platform = 'http://127.0.0.1:4010/v23.0';

describe('inbound media on message.received (§2.2, A67)', () => {
  it('gives a document the platform address of its media id, its MIME type and file name', () => {
    const media = inboundMedia({ type: 'document', document: { id: '7731', mime_type: 'application/pdf', sha256: 'x', filename: 'report.pdf' } }, platform);
    expect(media).toEqual({ url: `${platform}/7731`, mime_type: 'application/pdf', filename: 'report.pdf', voice: false, duration_ms: null, platform_media_id: '7731' });
  });

  it('gives a voice note its duration in milliseconds, and an audio file none', () => {
    expect(inboundMedia({ type: 'audio', audio: { id: '1', mime_type: 'audio/ogg', voice: true, duration_ms: 4217 } }, platform)).toMatchObject({ voice: true, duration_ms: 4217 });
    expect(inboundMedia({ type: 'audio', audio: { id: '1', mime_type: 'audio/mpeg', voice: false, duration_ms: 4217 } }, platform)).toMatchObject({ voice: false, duration_ms: null });
    expect(inboundMedia({ type: 'audio', audio: { id: '1', mime_type: 'audio/ogg', voice: true, duration_ms: -3 } }, platform)).toMatchObject({ duration_ms: null });
  });

  it('has no URL without a media id or a platform link, and no media for a text', () => {
    expect(inboundMedia({ type: 'image', image: { mime_type: 'image/png' } }, platform)).toMatchObject({ url: null });
    expect(inboundMedia({ type: 'image', image: { id: '9', mime_type: 'image/png' } }, undefined)).toMatchObject({ url: null });
    expect(inboundMedia({ type: 'text', text: { body: 'hi' } }, platform)).toBeNull();
  });

  it('escapes a media id that is not a plain path segment', () => {
    expect(inboundMedia({ type: 'image', image: { id: 'a/b?c', mime_type: 'image/png' } }, platform)).toMatchObject({ url: `${platform}/a%2Fb%3Fc` });
  });
});
