import { useEffect, useReducer, useRef } from 'react';
import type { EditorContextValue } from './editor-context.js';

/** How long the chrome may show a document some remote commands old (co-editing, issue 36). */
export const REMOTE_REFRESH_MS = 1000;

/** The context's fields a remote command changes without anything on this page changing. */
const DOCUMENT_FIELDS: ReadonlySet<string> = new Set(['workbook', 'sheet', 'rows', 'columns']);

/**
 * The context the editor's chrome (top bar, menus, toolbar, sheet tabs, sidebar) renders with. While
 * others edit, every remote command gives a new workbook, and re-rendering the chrome's hundreds of
 * components for each one cost ~30 ms a command: ten co-editors saturated a core. The chrome shows the
 * active cell, the view and the page's own state, none of which a remote command changes unless it edits
 * the active cell; so after a remote change the chrome keeps its value and catches up at most
 * REMOTE_REFRESH_MS later, while anything local (a command of one's own, the view, the cell being edited,
 * the active cell) renews it at once. The grid and the formula bar always get the current context.
 */
export function useChromeContext(context: EditorContextValue, editing: unknown): EditorContextValue {
  const { kernel } = context;
  const chrome = useRef<{ value: EditorContextValue; editing: unknown } | undefined>(undefined);
  const local = useRef(true);
  const [, refresh] = useReducer((tick: number) => tick + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const subscription = kernel.bus.executed$.subscribe((event) => {
      if (event.remote === undefined) local.current = true;
    });
    return () => subscription.unsubscribe();
  }, [kernel]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const kept = chrome.current;
  if (kept && !local.current && kept.editing === editing && onlyDocumentChanged(kept.value, context)) {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      chrome.current = undefined;
      refresh();
    }, REMOTE_REFRESH_MS);
    return kept.value;
  }
  clearTimeout(timer.current);
  timer.current = undefined;
  local.current = false;
  chrome.current = { value: context, editing };
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
