/** SPEC sections 3 and 9: a new test shadow's name. */
export const DEFAULT_TEST_SHADOW_NAME = 'Untitled';
export const NO_SUCH_TEST_SHADOW = 'That test shadow no longer exists.';
export const NOT_AN_OBJECT = 'A test shadow\'s input must be a JSON object, e.g. {"principal": 200000}.';
