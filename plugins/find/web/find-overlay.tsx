import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { UserError } from '../../../kernel/index.js';
import { touchesLock } from '../../locks/index.js';
import { getCell, setCellsInParts } from '../../workbook/index.js';
import { useSubject, useHost, type CellOverlay, type EditorHost, type GridHandle, type OverlayControl } from '../../../web/plugin-api/index.js';
import { findMatches, prepareSearch } from '../find.js';
import { matcherOf } from '../matcher.js';
import type { FindOptions } from '../options.js';
import { planReplacements, replacedContent } from '../replace.js';
import { FindBar } from './FindBar.js';
import { CLOSED, findSession, firstMatchFrom, openReplaceDialog, stepMatch, updateFind, type FindState } from './find-session.js';
import { ReplaceDialog } from './ReplaceDialog.js';

/** Typing pauses this long before a search runs (a search of a million cells takes a good part of it). */
const SEARCH_DELAY_MS = 120;

/** How long one slice of reading the template into find's index may hold the page. */
const PREPARE_SLICE_MS = 12;

/** The find bar and the replace dialog over the grid, searching again as the query or the template changes. */
export const findOverlay: CellOverlay = { id: 'find.bar', use: useFind };

function useFind({ geometry, revision }: GridHandle): OverlayControl {
  const host = useHost();
  const state = useSubject(findSession);
  const searching = state.barOpen || state.dialogOpen;
  usePreparedIndex(searching, host.workbook);
  useSearch(host, state, revision);
  // The session belongs to this editor: nothing of it outlives the editor.
  useEffect(() => () => findSession.next(CLOSED), []);

  const onOptions = useCallback((patch: Partial<FindOptions>) => updateFind({ options: { ...findSession.value.options, ...patch } }), []);
  const step = (delta: 1 | -1): boolean => {
    const current = findSession.value;
    const next = current.current === -1 && delta === 1 ? firstMatchFrom(current.matches, host.view.activeSheetId, host.anchor.row, host.anchor.col) : stepMatch(current, delta);
    if (next === -1) return false;
    updateFind({ current: next });
    showMatch(host, current.matches[next]);
    return true;
  };
  const closeBar = () => {
    updateFind({ barOpen: false });
    host.focusGrid();
  };
  if (!searching) return {};
  // Read only while searching: it lays the page out, and the grid renders at every edit, others' too.
  const canvas = geometry.current?.canvas.getBoundingClientRect();
  const place: CSSProperties = canvas ? { top: canvas.top + 8, right: Math.max(8, window.innerWidth - canvas.right + 24) } : { top: 8, right: 24 };
  return {
    element: (
      <>
        {state.barOpen && (
          <div className="find-bar-place" style={place}>
            <FindBar state={state} onOptions={onOptions} onStep={(delta) => void step(delta)} onReplace={openReplaceDialog} onClose={closeBar} />
          </div>
        )}
        {state.dialogOpen && (
          <ReplaceDialog
            state={state}
            onOptions={onOptions}
            onFind={() => step(1)}
            onReplace={(replacement) => replaceCurrent(host, replacement, () => step(1))}
            onReplaceAll={(replacement) => replaceAll(host, replacement)}
            onClose={() => updateFind({ dialogOpen: false })}
          />
        )}
      </>
    ),
  };
}


/**
 * While the bar or the dialog is open, reads the template's number formats into find's index in short
 * slices between the page's other work, so that the first search does not pay for it. After an edit only
 * the changed buckets are read again.
 */
function usePreparedIndex(searching: boolean, workbook: EditorHost['workbook']): void {
  useEffect(() => {
    if (!searching) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slice = () => {
      const until = performance.now() + PREPARE_SLICE_MS;
      if (!prepareSearch(workbook, () => performance.now() > until)) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [searching, workbook]);
}

/**
 * Searches again, after a pause, when the query, its options, the template or its values change. The
 * reading order starts at the sheet active when the query changed; moving between matches on other
 * sheets does not search again, and a search after an edit keeps the current match where it still is.
 */
function useSearch(host: EditorHost, state: FindState, revision: number): void {
  const searching = state.barOpen || state.dialogOpen;
  const { workbook, session, view } = host;
  const activeSheet = useRef(view.activeSheetId);
  activeSheet.current = view.activeSheetId;
  const startSheet = useMemo(() => activeSheet.current, [state.options, searching]);
  useEffect(() => {
    if (!searching) return undefined;
    const timer = setTimeout(() => updateFind(search(workbook, startSheet, state.options, session.engine, findSession.value)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searching, state.options, workbook, startSheet, session.engine, revision]);
}

function search(workbook: EditorHost['workbook'], startSheetId: string, options: FindOptions, engine: EditorHost['session']['engine'], before: FindState): Partial<FindState> {
  try {
    const result = findMatches(workbook, startSheetId, options, (sheetId) => engine.sheetColumns(sheetId));
    const shown = before.matches[before.current];
    const current = shown ? result.matches.findIndex((m) => m.sheetId === shown.sheetId && m.row === shown.row && m.col === shown.col) : -1;
    return { matches: result.matches, stopped: result.stopped, current, error: undefined };
  } catch (error) {
    if (error instanceof UserError) return { matches: [], stopped: false, current: -1, error: error.message };
    throw error;
  }
}

/** Selects a match's cell, on its own sheet. */
function showMatch(host: EditorHost, match: { sheetId: string; row: number; col: number } | undefined): void {
  if (!match) return;
  const cell = { row: match.row, col: match.col };
  if (match.sheetId !== host.view.activeSheetId) host.kernel.view.run('view.set-active-sheet', { sheetId: match.sheetId, cell });
  else host.kernel.view.run('view.select', { sheetId: match.sheetId, anchor: cell, focus: cell });
}

/** Replace: the current match's cell, then on to the next match. */
async function replaceCurrent(host: EditorHost, replacement: string, next: () => boolean): Promise<string> {
  const { matches, current, options } = findSession.value;
  const match = matches[current];
  if (!match) return next() ? '' : 'No results found.';
  const sheet = host.workbook.sheetsById[match.sheetId];
  const cell = sheet && getCell(sheet, sheet.rowIds[match.row] ?? '', sheet.columnIds[match.col] ?? '');
  const text = replacedContent(cell, matcherOf(options), Boolean(options.inFormulas), replacement);
  if (text === undefined) return next() ? '' : 'No results found.';
  const done = await host.run('workbook.set-cells', { sheetId: match.sheetId, cells: [{ row: match.row, col: match.col, text }] });
  next();
  return done ? 'Replaced 1 cell.' : '';
}

/** Replace all: every sheet searched, as one undo step; in shadow mode locked cells are left alone. */
async function replaceAll(host: EditorHost, replacement: string): Promise<string> {
  const { options } = findSession.value;
  const { workbook, kernel } = host;
  const skip = host.mode.shadow ? (sheetId: string, row: number, col: number) => touchesLock(workbook, sheetId, { top: row, bottom: row, left: col, right: col }) : undefined;
  const planned = planReplacements(workbook, host.view.activeSheetId, options, replacement, skip);
  const count = planned.reduce((sum, sheet) => sum + sheet.cells.length, 0);
  if (count === 0) return 'No results found.';
  // A sheet's replacements go in parts, as a big paste does (one undo step).
  const refused = kernel.bus.batch(() =>
    planned.map((sheet) => setCellsInParts((id, params) => kernel.execute(id, params), sheet.sheetId, sheet.cells)).find((result) => !result.ok),
  );
  if (refused && !refused.ok) {
    await host.alert(refused.error, refused.title);
    return '';
  }
  return `Replaced "${options.query}" with "${replacement}" in ${count} ${count === 1 ? 'cell' : 'cells'}.`;
}
