/** SPEC section 5: what a shadow's user sees when an edit reaches a locked cell, row or column. */
export const LOCKED_MESSAGE = 'You are trying to edit a locked cell or range.';
/** SPEC section 4: in shadow mode locks cannot be added, edited or removed. */
export const SHADOW_LOCKS_MESSAGE = 'Locks cannot be added, edited or removed in shadow mode.';
/** Shadow mode offers no way to add, edit or remove a note. */
export const SHADOW_NOTES_MESSAGE = 'Notes cannot be added, edited or removed in shadow mode.';
/** Shadow mode lists the template's styles (palettes) without letting them be edited. */
export const SHADOW_STYLES_MESSAGE = 'Styles cannot be added, edited or removed in shadow mode.';
export const LOCK_NAME_MESSAGES = {
  blank: "Name can't be blank",
  tooLong: "Name can't exceed 250 characters",
} as const;
export const NO_SUCH_LOCK_MESSAGE = 'That lock no longer exists.';
