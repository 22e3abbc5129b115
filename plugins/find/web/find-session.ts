import { BehaviorSubject } from 'rxjs';
import type { FindMatch } from '../find.js';
import type { FindOptions } from '../options.js';

/** What the find bar and the replace dialog share: the query, its options and what it found. */
export interface FindState {
  readonly barOpen: boolean;
  readonly dialogOpen: boolean;
  readonly options: FindOptions;
  /** Every match in reading order (active sheet first). */
  readonly matches: readonly FindMatch[];
  /** The match shown now, as an index into `matches`, or -1 before the first move. */
  readonly current: number;
  /** The search stopped early (too many matches, or its time budget). */
  readonly stopped: boolean;
  /** Why the query cannot be searched (a bad regular expression). */
  readonly error?: string;
  /** Counts the bar's openings: Ctrl+F while it is open puts focus back in it. */
  readonly opened: number;
}

export const CLOSED: FindState = { barOpen: false, dialogOpen: false, options: { query: '' }, matches: [], current: -1, stopped: false, opened: 0 };

/**
 * The editor's one find session. The bar, the dialog and the canvas layer that highlights the matches
 * read it; one editor is open per page, so one session serves it, and the editor's overlay resets it when
 * the editor goes.
 */
export const findSession = new BehaviorSubject<FindState>(CLOSED);

export function updateFind(patch: Partial<FindState>): void {
  findSession.next({ ...findSession.value, ...patch });
}

/** The matches of one sheet as a set of "row:col" keys, for drawing. */
export function sheetMatchKeys(state: FindState, sheetId: string): Set<string> {
  const keys = new Set<string>();
  for (const match of state.matches) if (match.sheetId === sheetId) keys.add(`${match.row}:${match.col}`);
  return keys;
}

/** The index of the first match at or after a cell of the active sheet (reading order), wrapping to 0. */
export function firstMatchFrom(matches: readonly FindMatch[], sheetId: string, row: number, col: number): number {
  const index = matches.findIndex((m) => m.sheetId === sheetId && (m.row > row || (m.row === row && m.col >= col)));
  return index === -1 ? (matches.length > 0 ? 0 : -1) : index;
}

/** The next (or previous) match index, wrapping round. */
export function stepMatch(state: FindState, delta: 1 | -1): number {
  const count = state.matches.length;
  if (count === 0) return -1;
  if (state.current === -1) return delta === 1 ? 0 : count - 1;
  return (state.current + delta + count) % count;
}

/**
 * The bar's count: '3 of 12' once a match is shown, '12 matches' before, 'No results' when nothing
 * matches; a '+' when the search stopped early.
 */
export function matchCountText(state: FindState): string {
  const count = state.matches.length;
  if (count === 0) return 'No results';
  const total = `${count}${state.stopped ? '+' : ''}`;
  if (state.current === -1) return count === 1 && !state.stopped ? '1 match' : `${total} matches`;
  return `${state.current + 1} of ${total}`;
}

/** Opens the find bar (Ctrl/Cmd+F), or puts focus back in it. */
export function openFindBar(): void {
  const state = findSession.value;
  updateFind({ barOpen: true, dialogOpen: false, opened: state.opened + 1 });
}

/** Opens the replace dialog (Ctrl/Cmd+Shift+H) with the bar's query. */
export function openReplaceDialog(): void {
  updateFind({ barOpen: false, dialogOpen: true });
}
