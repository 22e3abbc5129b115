import type { OperationDefinition } from '../../../kernel/index.js';
import { cellSelection, clampZoom, type CellPosition, type WorkbookView } from '../view.js';

type ViewOperation<P> = OperationDefinition<P, WorkbookView>;

export interface SelectParams {
  /** Defaults to the active sheet. */
  readonly sheetId?: string;
  readonly anchor: CellPosition;
  /** Defaults to the anchor (a single cell). */
  readonly focus?: CellPosition;
}

export interface SetActiveSheetParams {
  readonly sheetId: string;
  /** The cell to select there: the caller passes firstVisibleCell(sheet); defaults to A1. */
  readonly cell?: CellPosition;
}

export interface SetZoomParams {
  readonly zoom: number;
}

export interface ToggleParams {
  /** Sets the flag instead of flipping it. */
  readonly value?: boolean;
}

export interface SetSidebarParams {
  readonly sidebar: string | null;
}

export const select: ViewOperation<SelectParams> = {
  id: 'view.select',
  run(draft, params) {
    draft.selection = { sheetId: params.sheetId ?? draft.activeSheetId, anchor: params.anchor, focus: params.focus ?? params.anchor };
  },
};

export const setActiveSheet: ViewOperation<SetActiveSheetParams> = {
  id: 'view.set-active-sheet',
  run(draft, params) {
    if (draft.activeSheetId === params.sheetId && params.cell === undefined) return;
    draft.activeSheetId = params.sheetId;
    draft.selection = cellSelection(params.sheetId, params.cell ?? { row: 0, col: 0 });
  },
};

export const setZoom: ViewOperation<SetZoomParams> = {
  id: 'view.set-zoom',
  run(draft, params) {
    draft.zoom = clampZoom(params.zoom);
  },
};

type Flag = 'showGridlines' | 'showFormulas' | 'showFormulaBar';

function toggle(id: string, flag: Flag): ViewOperation<ToggleParams | undefined> {
  return {
    id,
    run(draft, params) {
      draft[flag] = params?.value ?? !draft[flag];
    },
  };
}

export const toggleGridlines = toggle('view.toggle-gridlines', 'showGridlines');
export const toggleFormulas = toggle('view.toggle-formulas', 'showFormulas');
export const toggleFormulaBar = toggle('view.toggle-formula-bar', 'showFormulaBar');

export const setSidebar: ViewOperation<SetSidebarParams> = {
  id: 'view.set-sidebar',
  run(draft, params) {
    draft.sidebar = params.sidebar;
  },
};

export const viewOperations: readonly OperationDefinition<never, WorkbookView>[] = [
  select, setActiveSheet, setZoom, toggleGridlines, toggleFormulas, toggleFormulaBar, setSidebar,
] as readonly OperationDefinition<never, WorkbookView>[];
