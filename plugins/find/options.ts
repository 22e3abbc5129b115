/** What the find bar and the replace dialog ask for. */
export interface FindOptions {
  /** Taken literally unless `regex` is set. */
  readonly query: string;
  readonly matchCase?: boolean;
  /** The whole cell must match, not a part of it. */
  readonly wholeCell?: boolean;
  /** Search formulas' text (`=SUM(A1:A3)`) instead of what formula cells show. */
  readonly inFormulas?: boolean;
  /** Every sheet, starting with the active one, instead of the active sheet alone. */
  readonly allSheets?: boolean;
  /** The query is a regular expression (JavaScript syntax). */
  readonly regex?: boolean;
}

/** The most matches one search lists; the count says when there were more. */
export const MAX_MATCHES = 100_000;

/** How long a search may take before it stops and says it stopped (a costly pattern over many cells). */
export const SEARCH_BUDGET_MS = 1000;

/** Regular expressions longer than this are refused: the cost of a pattern grows with its length. */
export const MAX_PATTERN_LENGTH = 500;
