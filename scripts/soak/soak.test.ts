// The soak of soak.ts inside the test suite (sections 3.3, 6, 7, 8): sustained keyed sends and
// customer messages while the platform and the subscriber fail in every way they can, then every
// request answered as section 7 allows, each failed key released, and every event emitted received
// by the subscriber. 200 sends from 4 workers by default, so the rest of the suite keeps a core:
// the same load however busy the machine is. Its time limits are safety nets far above what a send
// or a delivery attempt takes, so a busy machine slows the soak without failing it; a subscriber
// that never answers still runs into the attempt limit. SOAK_SECONDS runs it by time instead (up to
// 100 s in a test; `npm run soak` runs longer, with the soak's own tight limits).
import { describe, expect, it } from 'vitest';
import { formatSoakReport } from './soak-report.ts';
import { runSoak } from './soak.ts';

const timed = process.env.SOAK_SECONDS !== undefined;
const seconds = timed ? Math.min(100, Math.max(5, Number(process.env.SOAK_SECONDS) || 30)) : 600;
const sends = timed ? undefined : 200;
const what = timed ? `${seconds} s` : `${sends} sends`;

describe('the soak', () => {
  it(`loses nothing over ${what} of load with the platform and the subscriber failing`, async () => {
    const report = await runSoak({ seconds, ...(sends === undefined ? {} : { sends }), workers: 4, attemptTimeoutMs: 5_000, answerBoundMs: 15_000 });
    const text = formatSoakReport(report);
    console.log(text);
    expect(report.problems, text).toEqual([]);
    expect(report.requests.sent, 'requests sent').toBeGreaterThanOrEqual(sends ?? seconds * 5);
    expect(report.requests.byStatus['200'], text).toBeGreaterThan(0);
    expect(Object.keys(report.requests.byStatus).length, `the faults showed in the answers: ${text}`).toBeGreaterThan(2);
    expect(report.events.emitted, 'events emitted').toBeGreaterThan(report.requests.byStatus['200'] ?? 0);
    expect(report.deliveryAttempts, 'the subscriber failed some attempts').toBeGreaterThan(report.events.received);
  }, (seconds + 300) * 1000);
});
