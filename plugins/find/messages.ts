export const INVALID_PATTERN_MESSAGE = 'That regular expression is not valid.';
export const UNSAFE_PATTERN_MESSAGE = 'That regular expression repeats a repeated group or a group of alternatives, which can take too long to search. Simplify it and try again.';
export const LONG_PATTERN_MESSAGE = 'That regular expression is too long.';
