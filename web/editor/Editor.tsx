import { memo, type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { KEEPS_FOCUS, setFocusHome } from '../ui/focus-home.js';
import { useStableHandlers } from '../ui/use-stable-handlers.js';
import { merge } from 'rxjs';
import { type CellPosition, getCell, type Workbook } from '../../plugins/workbook/index.js';
import { VectorLayout, type GridGeometry } from '../grid/index.js';
import { documentRenders, gridSight } from './document-renders.js';
import { useDialogs } from '../ui/dialogs.js';
import { beginEdit, typed, type EditState } from './cell-edit-state.js';
import { contentOf, EditorContext, type EditorContextValue } from './editor-context.js';
import type { EditorSession } from './editor-session.js';
import { FormulaBar } from './FormulaBar.js';
import { GridPane } from './GridPane.js';
import { MenuBar } from './menus/MenuBar.js';
import { selectionArea } from './selection.js';
import { areaLabel, GRID_MODE, HostContext, useObservable, type EditorMode, type EditorSaver, type GridInfo, type ShadowMode } from '../plugin-api/index.js';
import { sheetModel } from './sheet-model.js';
import { SheetTabs } from './SheetTabs.js';
import { Sidebar } from './sidebar/Sidebar.js';
import { Toolbar } from './toolbar/Toolbar.js';
import { TopBar } from './TopBar.js';
import { cellEditing, type CellEditing } from './use-cell-editing.js';
import type { TabRun } from './tab-run.js';
import { useFormatPainter } from './use-format-painter.js';
import { useEditorPanels, visiblePanels } from './use-editor-panels.js';
import { useSaveShortcut } from './use-save-shortcut.js';
import { useCommandKeys } from './use-command-keys.js';
import { useLayerChanges } from './use-layer-changes.js';
import { paintsAhead } from './paint-ahead.js';
import { useOpenVersion } from './use-open-version.js';
import { useChromeContexts } from './use-chrome-context.js';
import { PublishedBanner } from './PublishedBanner.js';

export interface EditorProps {
  readonly session: EditorSession;
  readonly save: EditorSaver;
  readonly grid: GridInfo;
  /** Opens the editor in shadow mode. */
  readonly shadow?: ShadowMode;
  /** The account's branding colours (none when it has not set any). */
  readonly brandingColors?: readonly string[];
  readonly mode?: EditorMode;
}

const NO_COLORS: readonly string[] = [];

/** The template editor: top bar, menus, toolbar, formula bar, canvas grid and sheet tabs. */
export function Editor({ session, save, grid: initialGrid, shadow, brandingColors = NO_COLORS, mode: baseMode = GRID_MODE }: EditorProps) {
  // Shadow mode is whether a shadow is open: one source for both.
  const mode = useMemo(() => ({ ...baseMode, shadow: shadow !== undefined }), [baseMode, shadow]);
  const { kernel, engine } = session;
  const { contributions } = session.assembly;
  const dialogs = useDialogs();
  const geometry = useRef<GridGeometry | null>(null);
  const updates = useMemo(() => documentRenders(session, () => gridSight(geometry.current, session.view)), [session]);
  const workbook = useObservable(updates.renders, () => kernel.store.state);
  const view = useObservable(kernel.view.state$, () => kernel.view.state);
  const revision = useObservable(updates.renders, () => session.revision$.value);
  const [grid, setGrid] = useState(initialGrid);
  const updateGrid = useOpenVersion(save, setGrid);
  const [editing, setEditing] = useState<EditState | null>(null);
  const [hidingDisabled, setHidingDisabled] = useState(false);
  const [openPanel, togglePanel] = useEditorPanels(contributions.editorPanels);
  const hostRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const tabRun = useRef<TabRun | undefined>(undefined);
  const latestEditing = useRef<CellEditing | undefined>(undefined);
  // Every menu, popover and dialog gives focus back to the grid when it closes.
  useEffect(() => (hostRef.current ? setFocusHome(hostRef.current) : undefined), []);

  const sheet = workbook.sheetsById[view.activeSheetId] ?? workbook.sheetsById[workbook.sheetIds[0]];
  const layerChanges = useLayerChanges(contributions.canvasLayers);
  const [, renderLayers] = useReducer((n: number) => n + 1, 0);
  const modelOf = (document: Workbook) =>
    sheetModel(document.sheetsById[sheet.id] ?? sheet, engine, { showFormulas: view.showFormulas, hidingDisabled, defaultFontFamily: document.settings.defaultFontFamily, layers: { list: contributions.canvasLayers, workbook: document }, cellKinds: contributions.cellKinds });
  // revision: computed values changed; layerChanges.count: a layer's own state did (painted ahead)
  const model = useMemo(() => modelOf(workbook), [sheet, workbook, engine, view.showFormulas, hidingDisabled, revision, layerChanges.count]);
  // Others' edits only the grid shows, and the layers' changes, are painted from the document as it is, ahead of any render.
  const latestModel = useRef(() => model);
  latestModel.current = () => modelOf(kernel.store.state);
  const shownModel = useRef(model);
  shownModel.current = model;
  const paintAhead = useMemo(
    () =>
      paintsAhead(merge(updates.paints, layerChanges.changes$), () => latestModel.current(), () => shownModel.current, () => {
        updates.renderNow();
        renderLayers();
      }),
    [updates, layerChanges],
  );
  const rows = useMemo(() => new VectorLayout(model.rows.sizes), [model.rows.sizes]);
  const columns = useMemo(() => new VectorLayout(model.columns.sizes), [model.columns.sizes]);
  const area = useMemo(() => selectionArea(view.selection), [view.selection]);
  const anchor = view.selection.anchor;
  const activeCell = getCell(sheet, sheet.rowIds[anchor.row] ?? '', sheet.columnIds[anchor.col] ?? '');

  const run = useCallback(
    async (id: string, params: unknown) => {
      const result = kernel.execute(id, params);
      if (!result.ok) await dialogs.alert({ title: result.title, message: result.error });
      return result.ok;
    },
    [kernel, dialogs],
  );
  const painter = useFormatPainter(kernel, activeCell, run);
  useSaveShortcut(useCallback(() => (kernel.dirty.dirty ? void save.save() : undefined), [kernel, save]));
  const history = save.history ?? kernel.undo;
  // Undo and redo are enabled from the history's own state: an acknowledgement changes it, not the document.
  const undoState = String(useObservable<unknown>(history.state$, () => `${history.canUndo} ${history.canRedo}`));
  const context: EditorContextValue = {
    session,
    contributions,
    save,
    history,
    shadow,
    kernel,
    grid,
    mode,
    workbook,
    view,
    sheet,
    area,
    anchor,
    activeCell,
    rows,
    columns,
    hidingDisabled,
    setHidingDisabled,
    openPanel,
    togglePanel,
    brandingColors,
    painter,
    run,
    alert: (message, title) => dialogs.alert({ title, message }),
    select: (from: CellPosition, to: CellPosition = from) => kernel.view.run('view.select', { sheetId: sheet.id, anchor: from, focus: to }),
    focusGrid: () => hostRef.current?.focus(),
    // Deferred: the editing actions are made from this context just below. Through the ref, a chrome
    // rendered before the edit began (useChromeContexts) starts it from the current state.
    startEdit: (text, placement) => latestEditing.current?.start(text, placement),
    updateGrid,
  };

  const editingActions = cellEditing(context, editing, setEditing, tabRun);
  latestEditing.current = editingActions;
  // The list is fixed for the page, so each source's hook is called in the same order on every render.
  const selectedAreaName = contributions.namedAreas.map((source) => source.useSelectedName(context)).find((name) => name !== undefined);
  useCommandKeys(contributions.webCommands, context);
  const panel = visiblePanels(contributions.editorPanels, mode).find((candidate) => candidate.id === openPanel);
  const { chrome, frame } = useChromeContexts(context, undoState);
  const formulaBarHandlers = useStableHandlers({
    host: () => context,
    onGoTo: (text: string) => goTo(context, text),
    onEdit: (text: string, caret: number) => setEditing(editing ? { ...typed(editing, text, caret), inBar: true } : { ...beginEdit(anchor.row, anchor.col, text, 'edit', caret), inBar: true }),
    onCommit: () => void editingActions.commit('none'),
    onCancel: () => editingActions.cancel(),
  });

  return (
    <EditorProvider value={frame}>
      <div className="editor" ref={frameRef}>
        <ChromeTopBar />
        <ChromeMenuBar frame={frameRef} />
        <EditorProvider value={chrome}>
          <ChromeToolbar />
        </EditorProvider>
        <ChromePublishedBanner />
        <EditorProvider value={context}>
          {view.showFormulaBar && (
            <FormulaBar
              address={selectedAreaName ?? areaLabel(area)}
              content={contentOf(activeCell)}
              editing={editing}
              // Only an edit's suggestions read computed values (a validation list's items).
              revision={editing ? revision : 0}
              onState={setEditing}
              {...formulaBarHandlers}
            />
          )}
          <div className="editor-body">
            <div className="editor-sheet">
              <GridPane hostRef={hostRef} geometry={geometry} model={model} paintAhead={paintAhead} revision={revision} editing={editing} setEditing={setEditing} actions={editingActions} />
              <EditorProvider value={frame}>
                <ChromeSheetTabs />
              </EditorProvider>
              {panel && (
                <div className="editor-panel" {...{ [KEEPS_FOCUS]: '' }}>
                  <panel.Panel />
                </div>
              )}
            </div>
            <EditorProvider value={chrome}>
              <ChromeSidebar />
            </EditorProvider>
          </div>
        </EditorProvider>
      </div>
    </EditorProvider>
  );
}

/** The context for the editor's own parts and for plugins' web parts (the same value under two contracts). */
function EditorProvider({ value, children }: { value: EditorContextValue; children: ReactNode }) {
  return (
    <EditorContext.Provider value={value}>
      <HostContext.Provider value={value}>{children}</HostContext.Provider>
    </EditorContext.Provider>
  );
}

// The chrome renders from its own contexts only (useChromeContexts), not each time the editor does.
const ChromeTopBar = memo(TopBar);
const ChromeMenuBar = memo(MenuBar);
const ChromeToolbar = memo(Toolbar);
const ChromePublishedBanner = memo(PublishedBanner);
const ChromeSidebar = memo(Sidebar);
const ChromeSheetTabs = memo(SheetTabs);

/** The name box: a typed range (A1 or A1:C4) selects it, as does the name of a chart (a named area); anything else is refused. */
function goTo(context: EditorContextValue, text: string): boolean {
  const match = /^([A-Za-z]{1,3}\d+)(?::([A-Za-z]{1,3}\d+))?$/.exec(text.trim());
  if (!match) return context.contributions.namedAreas.some((source) => source.select(context, text.trim()));
  const from = parseCell(match[1]);
  const to = parseCell(match[2] ?? match[1]);
  if (from.row >= context.rows.count || to.row >= context.rows.count || from.col >= context.columns.count || to.col >= context.columns.count) return false;
  context.select(from, to);
  context.focusGrid();
  return true;
}

function parseCell(text: string): CellPosition {
  const letters = /^[A-Za-z]+/.exec(text)?.[0].toUpperCase() ?? 'A';
  const col = [...letters].reduce((sum, ch) => sum * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return { row: Number(text.slice(letters.length)) - 1, col };
}
