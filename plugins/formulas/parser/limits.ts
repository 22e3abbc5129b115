/** Sheet limits of references: Excel's row count, and three column letters (ZZZ). */
export const MAX_ROWS = 1_048_576;
export const MAX_COLS = 18_278;
/** Deepest nesting of parentheses, calls and operators the parser accepts. */
export const MAX_DEPTH = 200;
/** Longest formula text the parser reads. */
export const MAX_FORMULA_LENGTH = 100_000;
/** Tallest syntax tree (a chain of 1,000 '+' is that tall) the parser accepts. */
export const MAX_AST_HEIGHT = 1_000;
