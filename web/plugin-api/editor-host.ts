import type { BehaviorSubject } from 'rxjs';
import type { CellArea, Kernel } from '../../kernel/index.js';
import type { Engine } from '../../plugins/formulas/engine/index.js';
import type { Cell, CellPosition, Sheet, Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import type { GridVersionRef } from '../api/types.js';
import type { VectorLayout } from '../grid/index.js';
import type { EditHistory, EditorSaver } from './saver.js';

/** A template version as the editor lists it (the Versioning menu, the published banner). */
export type { GridVersionRef };

/**
 * The editor as a plugin's web part sees it: the open template's document and view state, the selection,
 * the mode, commands, the engine's computed values and when they change. The editor implements it
 * (web/editor's EditorContextValue extends it); a web part never imports web/editor, so the contract is
 * all a part can reach, and the editor's own parts (the cell editor, the format painter) stay its own.
 */
export interface EditorHost {
  /** The computed values of the open template. */
  readonly session: EngineSession;
  /** Saving the edits (the live channel's, or a shadow's). */
  readonly save: EditorSaver;
  /** Undo and redo (the buttons, Edit menu and keys): the saver's, which take back only one's own edits, or the kernel's. */
  readonly history: EditHistory;
  /** Set in shadow mode (SPEC sections 2, 4, 6): an end user's instance of a template version. */
  readonly shadow?: ShadowMode;
  /** The document and view state, the commands and the bus. */
  readonly kernel: Kernel<Workbook, WorkbookView>;
  /** The open grid: its id, name and versions. */
  readonly grid: GridInfo;
  /** Shadow mode, dev mode and the user-functions flag: what the sidebar lists and what may be edited. */
  readonly mode: EditorMode;
  readonly workbook: Workbook;
  readonly view: WorkbookView;
  /** The open sheet. */
  readonly sheet: Sheet;
  /** The selected cells. */
  readonly area: CellArea;
  /** The active cell's position and the cell itself, if it holds anything. */
  readonly anchor: CellPosition;
  readonly activeCell: Cell | undefined;
  /** The sizes of the open sheet's rows and columns as the grid lays them out (hidden ones are 0). */
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
  /** The account's branding colours, for the colour pickers (SPEC section 2). */
  readonly brandingColors: readonly string[];
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
}

/** Where the caret starts in a started edit, and the reference picked in it, if any. */
export interface EditPlacement {
  readonly caret?: number;
  readonly pick?: PickedReference;
}

/** A reference picked into a formula being edited: its characters in the text and the cells it names. */
export interface PickedReference {
  readonly start: number;
  readonly end: number;
  readonly anchor: CellPosition;
  readonly focus: CellPosition;
}

/**
 * The formula engine kept in step with the open template. `revision$` ticks whenever computed values may
 * have changed (a command, another input, an answered user function).
 */
export interface EngineSession {
  readonly engine: Engine;
  readonly revision$: BehaviorSubject<number>;
  /** The input the sheets are computed with. */
  readonly input: unknown;
  /** Computes the sheets for another input (a test shadow's): only what reads the input is recomputed. */
  setInput(input: unknown): void;
  /** Computes every formula again, from scratch (the Developers panel's Reevaluator). */
  reevaluate(): void;
}

export interface EditorMode {
  /** Editing a shadow (SPEC section 6): no publish or upload, locked cells refused. */
  readonly shadow: boolean;
  /** The dev query parameter (true or 1): developer tools. */
  readonly dev: boolean;
  /** The userFunctions query parameter: user functions can be written. */
  readonly userFunctions: boolean;
}

/** An author editing a template, without developer tools or user functions. */
export const GRID_MODE: EditorMode = { shadow: false, dev: false, userFunctions: false };

/**
 * Where the browser remembers the Developers menu's 'Keep enabled on page reload': dev mode then stays on
 * without the dev query parameter.
 */
export const KEEP_DEV_MODE_KEY = 'gridcast.keepDevMode';

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
