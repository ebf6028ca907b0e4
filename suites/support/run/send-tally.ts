/**
 * What reached the platform's send endpoint since the last look, read from the journal of the
 * harness's own platform mock. Make one after provisioning: a provision with another world
 * starts a new mock, whose journal counts from the beginning again.
 */
import type { JournalEntry, UpstreamView } from './upstream-view.ts';

export class SendTally {
  #mark: number;

  constructor(private readonly upstream: UpstreamView) {
    this.#mark = upstream.mark();
  }

  /** Sends not reported before, oldest first. */
  async fresh(): Promise<JournalEntry[]> {
    const unseen = this.upstream.sendsSince(this.#mark);
    this.#mark = Math.max(this.#mark, ...unseen.map((entry) => entry.seq));
    return unseen;
  }
}
