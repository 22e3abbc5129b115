/** SPEC section 5: what a shadow's user sees when an edit reaches a locked cell, row or column. */
export const LOCKED_MESSAGE = 'You are trying to edit a locked cell or range.';
/** SPEC section 4: in shadow mode locks cannot be added, edited or removed. */
export const SHADOW_LOCKS_MESSAGE = 'Locks cannot be added, edited or removed in shadow mode.';
export const LOCK_NAME_MESSAGES = {
  blank: "Name can't be blank",
  tooLong: "Name can't exceed 250 characters",
} as const;
export const NO_SUCH_LOCK_MESSAGE = 'That lock no longer exists.';
