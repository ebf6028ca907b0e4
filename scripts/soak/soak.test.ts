// The soak of soak.ts inside the test suite (sections 3.3, 6, 7, 8): sustained keyed sends and
// customer messages while the platform and the subscriber fail in every way they can, then every
// request answered as section 7 allows, within the bound, each failed key released, and every event
// emitted received by the subscriber. 30 s of load from 4 workers by default, so the rest of the
// suite keeps a core; SOAK_SECONDS sets it (up to 100 in a test; `npm run soak` runs longer).
import { describe, expect, it } from 'vitest';
import { formatSoakReport } from './soak-report.ts';
import { runSoak } from './soak.ts';

const seconds = Math.min(100, Math.max(5, Number(process.env.SOAK_SECONDS ?? 30) || 30));

describe('the soak', () => {
  it(`loses nothing over ${seconds} s of load with the platform and the subscriber failing`, async () => {
    const report = await runSoak({ seconds, workers: 4 });
    const text = formatSoakReport(report);
    console.log(text);
    expect(report.problems, text).toEqual([]);
    expect(report.requests.sent, 'requests sent').toBeGreaterThan(seconds * 5);
    expect(report.requests.byStatus['200'], text).toBeGreaterThan(0);
    expect(Object.keys(report.requests.byStatus).length, `the faults showed in the answers: ${text}`).toBeGreaterThan(2);
    expect(report.events.emitted, 'events emitted').toBeGreaterThan(report.requests.byStatus['200'] ?? 0);
    expect(report.deliveryAttempts, 'the subscriber failed some attempts').toBeGreaterThan(report.events.received);
  }, (seconds + 90) * 1000);
});
