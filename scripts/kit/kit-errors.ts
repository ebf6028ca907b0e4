/**
 * The kit's errors: each names what was wrong in the caller's words (the option, the argument,
 * the event waited for), so a failing test reads as the mistake it is.
 */

/** An option of `startLocalStack`, or an argument of one of the stack's methods, that cannot be used. */
export class StackOptionError extends Error {
  override name = 'StackOptionError';
  constructor(
    /** The option or argument, as the caller wrote it (`world`, `faults.refuse(code)`). */
    readonly option: string,
    message: string,
  ) {
    super(message);
  }
}

/** A wait that ended before what it waited for happened. */
export class StackTimeoutError extends Error {
  override name = 'StackTimeoutError';
}

/** Something the stack was asked to do that the platform mock or the gateway refused. */
export class StackActionError extends Error {
  override name = 'StackActionError';
}
