/** Section 1: "uploading media to the upstream platform's media store (sends take a URL only)" is dashboard work with no public endpoint. */
import type { FaultyBuild } from '../../faulty-build.ts';

// An upload route kept from an earlier API: a form-encoded file posted to /api/v2/media is taken
// and answered with a media id, as the platform's own media store answers.
export const mediaUploadServed: FaultyBuild = {
  name: 'media-upload-served',
  deviation: 'A file uploaded as a form to /api/v2/media is taken and answered 200 with a media id instead of 404.',
  section: '1',
  breaks: { '1-media-by-url-only': ['no-upload-endpoint', 'multipart-upload-refused'] },
  caughtBy: { files: ['suites/surface/no-other-endpoints.check.ts'], checks: ['no-other-public-endpoints'] },
  wire: (exchange) => {
    const form = (exchange.requestHeaders['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
    if (exchange.method !== 'POST' || exchange.path !== '/api/v2/media' || !form) return exchange;
    return { status: 200, headers: { ...exchange.headers, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ id: '1203000000000001' }) };
  },
};
