/** SPEC section 9: a user function is stopped after 500 ms. */
export const USER_FUNCTION_TIME_LIMIT_MS = 500;
