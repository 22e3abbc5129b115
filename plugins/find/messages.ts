export const INVALID_PATTERN_MESSAGE = 'That regular expression is not valid.';
export const UNSUPPORTED_PATTERN_MESSAGE = 'Find does not support backreferences (\\1) or lookaround ((?=…), (?<=…)) in a regular expression. Remove them and try again.';
export const LONG_PATTERN_MESSAGE = 'That regular expression is too long.';
