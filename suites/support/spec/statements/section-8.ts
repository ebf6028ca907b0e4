// Section 8: the limits not stated elsewhere (history and log retention), where payload limits
// are enforced, and rate limiting. The field limits, retention, tolerance and auto-disable of
// its table are stated in 2.1, 2.3, 3.3, 4.1, 4.2, 5.7 and 6, and listed here through `also`.
import type { Statement } from './statement.ts';

export const section8: readonly Statement[] = [
  {
    id: '8-payload-limits-local',
    section: '8',
    rule: 'Payload limits are enforced by the service itself: a breach is 422 and never reaches the platform.',
    boundaries: ['over-limit-422-nothing-sent'],
  },
  {
    id: '8-attempt-history-7-days',
    section: '8',
    rule: 'The history of delivery attempts is kept for 7 days.',
    boundaries: ['history-at-6-days', 'history-past-7-days'],
    open: ['A89'],
  },
  {
    id: '8-event-log-30-days',
    section: '8',
    rule: 'The event log is kept for 30 days.',
    boundaries: ['event-log-at-29-days', 'event-log-at-31-days'],
    note: 'not observable from outside: no endpoint shows an event log, and the control plane shows only delivery attempts (their 7-day history is 8-attempt-history-7-days); a check could age the clock past 29 and 31 days but has nothing to read back',
  },
  {
    id: '8-no-quota',
    section: '8',
    rule: 'The service sets no request quota on any plan; a plan only switches API access on or off.',
    boundaries: ['burst-no-429'],
    open: ['A60'],
  },
  {
    id: '8-no-rate-limit-headers',
    section: '8',
    rule: 'No answer carries `X-RateLimit-*` headers or `Retry-After`.',
    boundaries: ['none-on-success', 'none-on-refusal', 'none-on-platform-429'],
  },
  {
    id: '8-429-only-from-platform',
    section: '8',
    rule: 'A 429 only ever passes on the platform’s own rate limiting.',
    boundaries: ['no-429-without-platform-throttle', 'platform-429-passed-on'],
    open: ['A57', 'A60'],
  },
];
