/** Probes of the builds that serve more than the two operations (section 1). */
import { fixture, type Probe } from '../test-kit.ts';

export const surfaceProbes: Record<string, Probe> = {
  'ai-agent-settings-served': async (g) => (await fetch(`${g.url}/api/v2/ai-agent`, { headers: { authorization: `Bearer ${fixture.main.token}` } })).status,
  'media-upload-served': async (g) => {
    const form = new FormData();
    form.append('file', new Blob(['parcel photo'], { type: 'image/jpeg' }), 'parcel.jpg');
    return (await fetch(`${g.url}/api/v2/media`, { method: 'POST', headers: { authorization: `Bearer ${fixture.main.token}` }, body: form })).status;
  },
};
