/** At most this many header rows repeat (SPEC section 9). */
export const MAX_REPEAT_HEADER_ROWS = 4;

/** Smallest width or height a resize gives (SPEC sections 5 and 9). */
export const MIN_VECTOR_SIZE = 4;
