// Section 1, item 1 and decision A37: the window is open for less than 24 hours after the last inbound message.
import { describe, expect, it } from 'vitest';
import { hoursMs, specLimits } from '../limits/spec-limits.ts';
import { windowOpen } from './messaging-window.ts';

const windowMs = hoursMs(specLimits.windowHours);

const conversation = (lastInboundAt: number | null) => ({ lastInboundAt, agentPausedUntil: null, profileName: null });

describe('24-hour window', () => {
  it('is closed for a customer who never wrote', () => {
    expect(windowOpen(undefined, 0, windowMs)).toBe(false);
    expect(windowOpen(conversation(null), 0, windowMs)).toBe(false);
  });

  it('is open one millisecond before 24 hours and closed at 24 hours', () => {
    expect(windowMs).toBe(24 * 3_600_000);
    expect(windowOpen(conversation(0), windowMs - 1, windowMs)).toBe(true);
    expect(windowOpen(conversation(0), windowMs, windowMs)).toBe(false);
  });
});
