/**
 * What `listen` tells the developer about the stack behind its subscription: when the stack stops
 * answering, when it comes back with the subscription (a restart with `--state`), when it comes
 * back without it (a restart without `--state` dropped it), and, on Ctrl-C, what became of the
 * subscription. Pure: each poll's outcome in, the line to print out.
 */

/** One look at the subscription's delivery history. */
export type Poll = { kind: 'answered' } | { kind: 'unreachable'; reason: string } | { kind: 'gone' };

export interface WatchStep {
  /** A line for the developer, when something changed. */
  say?: string;
  /** The subscription no longer exists: listening on has no point. */
  end?: true;
}

/** Follows the polls of one subscription; says something only when the stack's state changes. */
export function subscriptionWatch(gateway: string, subscriptionId: string): (poll: Poll) => WatchStep {
  let answering = true;
  return (poll) => {
    if (poll.kind === 'gone') {
      return { say: `subscription ${subscriptionId} no longer exists: the stack at ${gateway} was restarted without --state, which drops it. Run listen again for a new one (it shows a new signing secret).`, end: true };
    }
    if (poll.kind === 'unreachable') {
      if (!answering) return {};
      answering = false;
      return { say: `the stack at ${gateway} stopped answering (${poll.reason}): no more deliveries until it is back. Waiting for it; Ctrl-C to quit.` };
    }
    if (answering) return {};
    answering = true;
    return { say: `the stack at ${gateway} answers again and subscription ${subscriptionId} is still there (it was restarted with --state).` };
  };
}

/** What removing the subscription on Ctrl-C came to. */
export type Removal = { kind: 'removed' } | { kind: 'gone' } | { kind: 'unreachable'; reason: string } | { kind: 'refused'; status: number };

export function removalLine(subscriptionId: string, gateway: string, removal: Removal): string {
  switch (removal.kind) {
    case 'removed':
      return `subscription ${subscriptionId} removed`;
    case 'gone':
      return `subscription ${subscriptionId} was already gone (the stack was restarted without --state); nothing to remove`;
    case 'unreachable':
      return `subscription ${subscriptionId} not removed: the stack at ${gateway} does not answer (${removal.reason}); a stack started with --state keeps it until removed`;
    case 'refused':
      return `subscription ${subscriptionId} not removed: the stack answered ${removal.status}`;
  }
}
