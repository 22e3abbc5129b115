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

/**
 * The context the editor's chrome (top bar, menus, toolbar, sheet tabs, sidebar) renders with. Every
 * edit gives a new workbook, and re-rendering the chrome's hundreds of components for each one cost
 * ~30 ms: ten co-editors saturated a core. The chrome shows the view, the active cell, the sheets,
 * names and other parts of the document, and the page's own state, but not other cells' contents (bar
 * a panel's count of found cells, say). So after a change of cells alone, remote or one's own, the
 * chrome keeps its value and catches up at most REMOTE_REFRESH_MS later; any other change of the
 * document, of the view, the active cell, `page` (what the editor's own state adds: the undo state)
 * renews it at once. The grid and the formula bar always get the current context.
 */
export function useChromeContext(context: EditorContextValue, page: string): EditorContextValue {
  const { kernel } = context;
  const chrome = useRef<{ value: EditorContextValue; page: string } | undefined>(undefined);
  const renew = useRef(true);
  const [, refresh] = useReducer((tick: number) => tick + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const subscription = kernel.bus.executed$.subscribe((event) => {
      if (!event.patches.every(changesCells)) renew.current = true;
    });
    return () => subscription.unsubscribe();
  }, [kernel]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const kept = chrome.current;
  if (kept && !renew.current && kept.page === page && onlyDocumentChanged(kept.value, context)) {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      chrome.current = undefined;
      refresh();
    }, REMOTE_REFRESH_MS);
    return kept.value;
  }
  clearTimeout(timer.current);
  timer.current = undefined;
  renew.current = false;
  chrome.current = { value: context, page };
  return context;
}

/** Whether the two contexts differ only in the document's fields (functions are made anew each render). */
export function onlyDocumentChanged(before: EditorContextValue, after: EditorContextValue): boolean {
  for (const key of Object.keys(after) as (keyof EditorContextValue)[]) {
    if (DOCUMENT_FIELDS.has(key) || typeof after[key] === 'function') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  return true;
}

/** Whether a patch changes cells' contents or looks only (`sheetsById.<id>.cells...`). */
function changesCells(patch: Patch): boolean {
  return patch.path.length > 3 && patch.path[0] === 'sheetsById' && patch.path[2] === 'cells';
}
