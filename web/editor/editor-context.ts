import { createContext, useContext } from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { CellArea, Kernel } from '../../kernel/index.js';
import type { Cell } from '../../plugins/workbook/model/cell.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import type { GridVersionRef } from '../api/types.js';
import type { CellPosition, WorkbookView } from '../../plugins/workbook/view.js';
import type { VectorLayout } from '../grid/vector-layout.js';
import type { EditorSession } from './editor-session.js';
import type { EditHistory, EditorSaver } from './editor-saver.js';
import type { FormatPainter } from './use-format-painter.js';
import type { Pick } from './cell-edit-state.js';

/** What the editor's parts (menus, toolbar, grid, tabs) share: the open template and its actions. */
/** Where the caret starts in a started edit, and the reference picked in it, if any. */
export interface EditPlacement {
  readonly caret?: number;
  readonly pick?: Pick;
}

export interface EditorContextValue {
  readonly session: EditorSession;
  readonly save: EditorSaver;
  /** Undo and redo (the buttons, Edit menu and keys): the saver's, which take back only one's own edits, or the kernel's. */
  readonly history: EditHistory;
  /** Set in shadow mode (SPEC sections 2, 4, 6): an end user's instance of a template version. */
  readonly shadow?: ShadowMode;
  readonly kernel: Kernel<Workbook, WorkbookView>;
  readonly grid: GridInfo;
  /** Shadow mode, dev mode and the user-functions flag: what the sidebar lists and what may be edited. */
  readonly mode: EditorMode;
  readonly workbook: Workbook;
  readonly view: WorkbookView;
  readonly sheet: Sheet;
  readonly area: CellArea;
  readonly anchor: CellPosition;
  readonly activeCell: Cell | undefined;
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
  readonly hidingDisabled: boolean;
  /** The open editor panel's id (a plugin's, such as the Inputs / Outputs editor), or null. */
  readonly openPanel: string | null;
  /** Opens the panel, or closes it when it is the open one (File's items). */
  togglePanel(id: string): void;
  setHidingDisabled(value: boolean): void;
  /** The account's branding colours, for the colour pickers (SPEC section 2). */
  readonly brandingColors: readonly string[];
  /** The toolbar's paint-format tool, applied when a selection ends on the grid. */
  readonly painter: FormatPainter;
  /** Runs a command; a refusal is shown in the alert dialog. Resolves to whether it ran. */
  run(id: string, params: unknown): Promise<boolean>;
  /** The alert dialog (SPEC section 2), for refusals found outside `run`. */
  alert(message: string, title?: string): Promise<void>;
  select(from: CellPosition, to?: CellPosition): void;
  focusGrid(): void;
  /**
   * Starts editing the active cell with this text typed (the toolbar's Sum and Link); `placement` puts
   * the caret, and a picked reference that arrows and clicks then change.
   */
  startEdit(text: string, placement?: EditPlacement): void;
  /** Replaces the grid's name, published flag or versions after a rename, a publish or a version copied into it. */
  updateGrid(patch: Partial<GridInfo>): void;
}

export interface EditorMode {
  /** Editing a shadow (SPEC section 6): no publish or upload, locked cells refused. */
  readonly shadow: boolean;
  /** The dev query parameter (true or 1): developer tools. */
  readonly dev: boolean;
  /** The userFunctions query parameter: user functions can be written. */
  readonly userFunctions: boolean;
}

/**
 * Where the browser remembers the Developers menu's 'Keep enabled on page reload': dev mode then stays on
 * without the dev query parameter.
 */
export const KEEP_DEV_MODE_KEY = 'gridcast.keepDevMode';

/** An author editing a template, without developer tools or user functions. */
export const GRID_MODE: EditorMode = { shadow: false, dev: false, userFunctions: false };

export interface GridInfo {
  readonly id: string;
  readonly name: string;
  readonly published: boolean;
  readonly versionId: string;
  readonly versionName: string;
  readonly versions: readonly GridVersionRef[];
}

/**
 * A shadow's input as its Input section fills it in: the input the grid is computed with, and a filled-in
 * one waiting for Save, which applies it (the grid recomputes) and saves it with the shadow.
 */
export interface ShadowInput {
  /** The input the grid is computed with: the shadow's own, then each one a Save applied. */
  readonly applied$: BehaviorSubject<unknown>;
  /** The input waiting for Save, if any. */
  readonly pending: unknown;
  /** Offers an input for the next Save (undefined withdraws it); the shadow has unsaved changes meanwhile. */
  propose(input: unknown): void;
}

/** What differs when the editor opens a shadow rather than a template. */
export interface ShadowMode {
  readonly token: string;
  /** Its input, filled in by the Input section. */
  readonly input: ShadowInput;
  /** permitDownload was not 'false' and the grid is not a core grid. */
  readonly permitDownload: boolean;
  /**
   * The live channel its edits travel on as they are made, when it is open in its own version: its status
   * words show beside the Save button, which records a save.
   */
  readonly channel?: EditorSaver;
  rename(name: string): Promise<void>;
  /** Opens another version (the address is rewritten with its gridVersionId). */
  changeVersion(versionId: string): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor needs the editor');
  return value;
}

/** The text a cell holds as typed: its formula, or its value. */
export function contentOf(cell: Cell | undefined): string {
  if (!cell) return '';
  if (cell.formula) return cell.formula;
  if (cell.value === undefined || cell.value === null) return '';
  // A percentage reads and edits as typed, as in Sheets: 10%, not 0.1.
  if (cell.data?.type === 'PERCENT' && typeof cell.value === 'number') return `${Number((cell.value * 100).toPrecision(15))}%`;
  return String(cell.value);
}
