/**
 * Keeps an accepted message and counts it: the store forgets the oldest beyond its capacity, and
 * the count (which message ids embed) keeps rising regardless.
 */
import type { SentMessage } from '../state/model.ts';
import type { MockParts } from './mock-parts.ts';

export function remember(parts: MockParts, message: SentMessage): void {
  parts.state.messages.add(message);
  parts.state.acceptedCount += 1;
}
