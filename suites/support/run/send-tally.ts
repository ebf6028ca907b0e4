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

  /** Waits until at least one unreported send shows up (a request now held by the platform), or fails after `ms`. */
  async awaitNext(ms = 5_000): Promise<JournalEntry[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const unseen = await this.fresh();
      if (unseen.length > 0) return unseen;
      if (Date.now() > deadline) throw new Error(`no send reached the platform within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
