/**
 * An error meant for the person at the keyboard: commands throw it to refuse an action with the
 * specification's wording. The command bus turns it into a failed result and changes nothing.
 */
export class UserError extends Error {
  constructor(
    message: string,
    /** Title of the alert that shows the message (the spec's default alert title). */
    readonly title = 'Problem encountered',
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** A programming or configuration error in how plugins were put together. */
export class KernelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KernelError';
  }
}
