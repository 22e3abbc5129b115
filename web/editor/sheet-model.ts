import { displayText, isMatrix, type Scalar } from '../../plugins/formulas/index.js';
import type { Engine } from '../../plugins/formulas/engine/index.js';
import { type Cell, type DateSystem, getCell, parseCellId, type Sheet, type Workbook } from '../../plugins/workbook/index.js';
import type { CellView, GridLayer, GridModel, VectorRun } from '../grid/index.js';
import type { CanvasLayer, CellKind, CellKindLook } from '../plugin-api/index.js';

export interface SheetModelOptions {
  readonly showFormulas: boolean;
  readonly hidingDisabled: boolean;
  /** The template's default font family (from its account's defaults), for cells that name none. */
  readonly defaultFontFamily?: string;
  /** The plugins' canvas layers, in drawing order, and the workbook they may read beside the sheet. */
  readonly layers?: { readonly list: readonly CanvasLayer[]; readonly workbook: Workbook };
  /** The plugins' cell kinds (a checkbox): the first whose look matches a cell draws it so. */
  readonly cellKinds?: readonly CellKind[];
}

const NO_KINDS: readonly CellKind[] = [];

/**
 * The grid's view of one sheet: sizes (hidden rows and columns, by the user, by HIDEROW/HIDECOL or by
 * a plugin's layer such as the sheet's filter, have size 0), each cell's formatted value and style, and
 * the plugins' layers prepared for this sheet. Built per render from the current document and engine;
 * cell views are computed lazily, only for the cells the canvas draws.
 */
export function sheetModel(sheet: Sheet, engine: Engine, options: SheetModelOptions): GridModel {
  const hidden = options.hidingDisabled ? { rows: [], cols: [] } : engine.getHidden(sheet.id);
  const layers = (options.layers?.list ?? []).flatMap((layer): GridLayer[] => {
    const prepared = layer.prepare(sheet, engine, options.layers!.workbook);
    return prepared ? [prepared] : [];
  });
  const rowSizes = sizesOf(sheet.rowIds, sheet.rowsById, (row) => row.height, [...hidden.rows, ...layers.flatMap((layer) => layer.hiddenRows ?? [])]);
  const colSizes = sizesOf(sheet.columnIds, sheet.columnsById, (column) => column.width, hidden.cols);
  const styled = layers.filter((layer) => layer.cellStyle !== undefined);
  // Only merged cells need ids turned back into positions: built on first use, not per edit.
  let indexes: { rows: Map<string, number>; cols: Map<string, number> } | undefined;
  const indexOf = () => (indexes ??= { rows: new Map(sheet.rowIds.map((id, i) => [id, i])), cols: new Map(sheet.columnIds.map((id, i) => [id, i])) });
  // The model lives until the next change; scrolling asks again for cells it already drew.
  const cache = new Map<number, CellView | undefined>();
  const width = sheet.columnIds.length;
  return {
    rows: { sizes: rowSizes },
    columns: { sizes: colSizes },
    layers,
    hiddenByUser: { rows: hiddenRunsOf(sheet.rowIds, sheet.rowsById), columns: hiddenRunsOf(sheet.columnIds, sheet.columnsById) },
    cell(row, col) {
      const key = row * width + col;
      if (cache.has(key)) return cache.get(key);
      const view = styled.length > 0 ? withLayerStyles(readCell(row, col), row, col) : readCell(row, col);
      cache.set(key, view);
      return view;
    },
  };

  /** The layers' looks over the cell's own, the first layer's winning; an empty cell with a look is drawn. */
  function withLayerStyles(view: CellView | undefined, row: number, col: number): CellView | undefined {
    let out = view;
    for (let i = styled.length - 1; i >= 0; i--) {
      const style = styled[i].cellStyle!(row, col);
      if (style) out = { ...(out ?? { text: '' }), ...style };
    }
    return out;
  }

  function readCell(row: number, col: number): CellView | undefined {
    {
      const rowId = sheet.rowIds[row];
      const colId = sheet.columnIds[col];
      if (rowId === undefined || colId === undefined) return undefined;
      const cell = getCell(sheet, rowId, colId);
      const value = engine.getValue(sheet.id, row, col);
      if (!cell && (value === null || isMatrix(value))) return undefined;
      // A merged cell's view holds its anchor's position, which moves with rows and columns the cell does not know of.
      const views = cell && !cell.mergedInto ? keptViews(options, engine.dateSystem) : undefined;
      const known = views?.get(cell!);
      if (known && Object.is(known.value, value)) return known.view;
      const view = cellView(cell, value, options, engine.dateSystem, (id) => {
        const at = parseCellId(id);
        return at ? { row: indexOf().rows.get(at.rowId) ?? 0, col: indexOf().cols.get(at.columnId) ?? 0 } : undefined;
      });
      views?.set(cell!, { value, view });
      return view;
    }
  }
}

/** The views made of cells, by their cell, with the value each was made with, and the options they were made under. */
interface KeptViews {
  readonly showFormulas: boolean;
  readonly defaultFontFamily: string | undefined;
  readonly cellKinds: readonly CellKind[];
  readonly dateSystem: DateSystem;
  readonly views: WeakMap<Cell, { readonly value: Scalar; readonly view: CellView }>;
}

let kept: KeptViews | undefined;

/**
 * Cell views kept across models. Each change of the document builds a new model, and with co-editors
 * most cells in sight are the same cell objects with the same values as at the last paint: a view made
 * again from them would be equal. Kept, it is the same object, which the paint's comparison of frames
 * passes at once, and nothing is made anew (the views of the cells in sight were most of what a
 * receiving tab allocated per render). A view depends on its cell, its value and these options only.
 */
function keptViews({ showFormulas, defaultFontFamily, cellKinds = NO_KINDS }: SheetModelOptions, dateSystem: DateSystem): KeptViews['views'] {
  if (!kept || kept.showFormulas !== showFormulas || kept.defaultFontFamily !== defaultFontFamily || kept.cellKinds !== cellKinds || kept.dateSystem !== dateSystem) {
    kept = { showFormulas, defaultFontFamily, cellKinds, dateSystem, views: new WeakMap() };
  }
  return kept.views;
}

type Vectors<T> = Readonly<Record<string, T>>;

/**
 * Rows' or columns' sizes (the hidden ones 0), kept while their ids, their records and the hidden ones
 * are the same: an edit of cells leaves them so, and sizes made again for each edit (and the grid's
 * layout of them, which follows their identity) cost a long sheet milliseconds per co-editor's edit.
 */
const keptSizes = new WeakMap<Vectors<unknown>, { readonly ids: readonly string[]; readonly hidden: readonly number[]; readonly sizes: Float64Array }>();

function sizesOf<T>(ids: readonly string[], byId: Vectors<T>, size: (vector: T) => number, hidden: readonly number[]): Float64Array {
  const known = keptSizes.get(byId);
  if (known && known.ids === ids && known.hidden.length === hidden.length && known.hidden.every((at, i) => at === hidden[i])) return known.sizes;
  const sizes = Float64Array.from(ids, (id) => size(byId[id]));
  for (const at of hidden) sizes[at] = 0;
  keptSizes.set(byId, { ids, hidden, sizes });
  return sizes;
}

/** The runs of rows or columns the user hid, kept as sizes are. */
const keptRuns = new WeakMap<Vectors<{ hiddenByUser?: boolean }>, { readonly ids: readonly string[]; readonly runs: VectorRun[] }>();

function hiddenRunsOf(ids: readonly string[], byId: Vectors<{ hiddenByUser?: boolean }>): VectorRun[] {
  const known = keptRuns.get(byId);
  if (known && known.ids === ids) return known.runs;
  const runs = runsOf(ids.map((id) => byId[id].hiddenByUser === true));
  keptRuns.set(byId, { ids, runs });
  return runs;
}

/** The runs of consecutive `true` flags. */
export function runsOf(flags: readonly boolean[]): VectorRun[] {
  const runs: VectorRun[] = [];
  for (let i = 0; i < flags.length; i++) {
    if (!flags[i]) continue;
    const start = i;
    while (i + 1 < flags.length && flags[i + 1]) i++;
    runs.push({ start, count: i - start + 1 });
  }
  return runs;
}

function cellView(cell: Cell | undefined, value: Scalar, { showFormulas, defaultFontFamily, cellKinds = NO_KINDS }: SheetModelOptions, dateSystem: DateSystem, position: (cellId: string) => { row: number; col: number } | undefined): CellView {
  const shown = showFormulas && cell?.formula ? { text: cell.formula, numeric: false, error: false } : displayText(value, cell, { dateSystem });
  const format = cell?.format ?? {};
  return {
    text: shown.text,
    numeric: shown.numeric,
    error: shown.error,
    bold: format.bold,
    italic: format.italic,
    underline: format.underline,
    strikethrough: format.strikethrough,
    fontSize: format.fontSize,
    fontFamily: format.fontFamily ?? defaultFontFamily,
    textColor: shown.color ?? format.textColor,
    backgroundColor: format.backgroundColor,
    align: format.align,
    verticalAlign: format.verticalAlign,
    wrap: format.wrap,
    borders: format.borders,
    ...(cell ? kindLook(cellKinds, cell, value) : undefined),
    ...(cell?.mergeRows || cell?.mergeColumns ? { mergeRows: cell.mergeRows ?? 1, mergeColumns: cell.mergeColumns ?? 1 } : {}),
    ...(cell?.mergedInto ? { mergedInto: position(cell.mergedInto) } : {}),
  };
}

/** The first cell kind's look of the cell, if any kind claims it. */
function kindLook(kinds: readonly CellKind[], cell: Cell, value: Scalar): CellKindLook | undefined {
  for (const kind of kinds) {
    const look = kind.look(cell, value);
    if (look) return look;
  }
  return undefined;
}
