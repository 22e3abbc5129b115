import { useEffect, useReducer, useRef } from 'react';
import type { Patch } from 'immer';
import type { EditorContextValue } from './editor-context.js';

/**
 * How long the chrome may show other cells' contents some commands old (co-editing, issue 36). Each
 * catch-up renders all of the chrome (~20 ms): once a second, it was a fifth of what a tab receiving
 * ten co-editors' edits out of sight did.
 */
export const REMOTE_REFRESH_MS = 3000;

/** The context's fields a remote command changes without anything on this page changing. */
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(['workbook', 'sheet', 'rows', 'columns']);

/** The context's fields a move of the selection changes (and `view.selection`). */
const SELECTION_FIELDS: ReadonlySet<string> = new Set(['area', 'anchor', 'activeCell']);

/** How a kept context compares with the editor's current one: nothing it shows differs, cells' contents do, or more. */
export type ChromeChange = 'none' | 'cells' | 'renew';

/** The two contexts the chrome renders with (see useChromeContexts). */
export interface ChromeContexts {
  /** The toolbar's and the sidebar's: renewed at each move of the selection, whose cell's format they show. */
  readonly chrome: EditorContextValue;
  /** The top bar's, the menu bar's and the sheet tabs': the selection moving renews nothing they show. */
  readonly frame: EditorContextValue;
}

/**
 * The contexts the editor's chrome renders with. Every edit gives a new workbook, and re-rendering the
 * chrome's hundreds of components for each one cost ~30 ms: ten co-editors saturated a core. The chrome
 * shows the view, the active cell, the sheets, names and other parts of the document, and the page's own
 * state, but not other cells' contents (bar a panel's count of found cells, say). So after a change of
 * cells alone, remote or one's own, a chrome context keeps its identity, and catches up at most
 * REMOTE_REFRESH_MS later; any other change of the document, of the view, the active cell, `page` (what
 * the editor's own state adds: the undo state) renews it at once. The top bar, the menu bar and the sheet
 * tabs do not show the selection either (a menu reads it when it opens): for them a move of the
 * selection is no change at all, which at each Enter spared about half of the chrome's render.
 *
 * A kept context is live: each of its fields reads the editor's current context, so an action run from
 * it (a menu item made when the menu opened) acts on the current selection and document, and only what
 * is rendered may lag. The grid and the formula bar always get the current context.
 */
export function useChromeContexts(context: EditorContextValue, page: string): ChromeContexts {
  const latest = useRef(context);
  latest.current = context;
  const renew = useRef(true);
  useEffect(() => {
    const subscription = context.kernel.bus.executed$.subscribe((event) => {
      if (!event.patches.every(changesCells)) renew.current = true;
    });
    return () => subscription.unsubscribe();
  }, [context.kernel]);
  const forced = renew.current;
  renew.current = false;
  return {
    chrome: useKeptContext(latest, page, forced, (before, after) => compare(before, after, false)),
    frame: useKeptContext(latest, page, forced, (before, after) => compare(before, after, true)),
  };
}

/** One kept context: a live view of `latest`, its identity renewed when `change` says so. */
function useKeptContext(latest: { readonly current: EditorContextValue }, page: string, forced: boolean, change: (before: EditorContextValue, after: EditorContextValue) => ChromeChange): EditorContextValue {
  const kept = useRef<{ value: EditorContextValue; shown: EditorContextValue; page: string } | undefined>(undefined);
  const [, refresh] = useReducer((tick: number) => tick + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const before = kept.current;
  const difference = before && !forced && before.page === page ? change(before.shown, latest.current) : 'renew';
  if (before && difference !== 'renew') {
    if (difference === 'cells') {
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        kept.current = undefined;
        refresh();
      }, REMOTE_REFRESH_MS);
    }
    return before.value;
  }
  clearTimeout(timer.current);
  timer.current = undefined;
  kept.current = { value: liveContext(latest), shown: latest.current, page };
  return kept.current.value;
}

/** A context whose every field reads `latest`'s at the time it is read. */
function liveContext(latest: { readonly current: EditorContextValue }): EditorContextValue {
  const fields = Object.keys(latest.current).map((key) => [key, { enumerable: true, get: () => latest.current[key as keyof EditorContextValue] }] as const);
  return Object.defineProperties({}, Object.fromEntries(fields)) as EditorContextValue;
}

/**
 * What differs between the context a chrome was rendered with and the current one: only the document's
 * fields ('cells'), nothing ('none'), or more ('renew'). Functions are made anew each render and are not
 * compared. With `selectionFree`, the selection's fields and `view.selection` are not compared either.
 */
export function compare(before: EditorContextValue, after: EditorContextValue, selectionFree: boolean): ChromeChange {
  let cells = false;
  for (const key of Object.keys(after) as (keyof EditorContextValue)[]) {
    if (typeof after[key] === 'function' || Object.is(before[key], after[key])) continue;
    if (DOCUMENT_FIELDS.has(key)) cells = true;
    else if (!selectionFree || !(SELECTION_FIELDS.has(key) || (key === 'view' && sameBesideSelection(before.view, after.view)))) return 'renew';
  }
  return cells ? 'cells' : 'none';
}

function sameBesideSelection(before: EditorContextValue['view'], after: EditorContextValue['view']): boolean {
  for (const key of Object.keys(after) as (keyof typeof after)[]) if (key !== 'selection' && !Object.is(before[key], after[key])) return false;
  return Object.keys(before).length === Object.keys(after).length;
}

/** Whether a patch changes cells' contents or looks only (`sheetsById.<id>.cells...`). */
function changesCells(patch: Patch): boolean {
  return patch.path.length > 3 && patch.path[0] === 'sheetsById' && patch.path[2] === 'cells';
}
