/** Section 6, rule 4: private (RFC 1918) addresses, among them all of 172.16.0.0/12, are rejected. */
import type { FaultyBuild } from '../../faulty-build.ts';

// 172.16/12 written down as 172.16/16, the way it is often remembered.
export const private172AsSlash16: FaultyBuild = {
  name: 'private-172-as-slash-16',
  deviation: 'Only 172.16.0.0/16 of the RFC 1918 block 172.16.0.0/12 is refused, so 172.17.0.0 to 172.31.255.255 are registered as public.',
  section: '6',
  breaks: { '6-endpoint-url-public-https': ['url-range-first-and-last'] },
  caughtBy: { files: ['suites/events/subscription-urls.check.ts'], checks: ['subscription-url-ranges-at-their-edges'] },
  parts: (reference) => ({
    addressClass: (text) => (/^172\.(1[7-9]|2\d|3[01])\./.test(text) ? 'public' : reference.addressClass(text)),
  }),
};
