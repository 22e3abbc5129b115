import { MIN_SIZE_MESSAGE, MIN_VECTOR_SIZE } from '../../../plugins/workbook/index.js';
import type { HitTarget } from '../../grid/index.js';
import { useDialogs } from '../../ui/dialogs.js';
import { useEditor, type EditorContextValue } from '../editor-context.js';
import { selectedVectors, wholeVectors } from '../whole-vectors.js';
import { MenuAtPoint, type MenuItem } from '../../ui/Menu.js';
import { runAction } from '../../plugin-api/index.js';

export interface ContextMenuState {
  readonly target: HitTarget;
  readonly x: number;
  readonly y: number;
}

type Dialogs = ReturnType<typeof useDialogs>;

/** The cell and header context menus of SPEC section 2, at the pointer. */
export function ContextMenu({ state, onClose }: { state: ContextMenuState; onClose(): void }) {
  const context = useEditor();
  const dialogs = useDialogs();
  const { target } = state;
  const onHeader = target.kind === 'column-header' || target.kind === 'row-header';
  const items = [...(onHeader ? headerItems(context, dialogs, target.kind === 'row-header' ? 'rows' : 'columns') : cellItems(context)), ...pluginItems(context, onHeader ? 'header' : 'cell')];
  if (target.kind === 'corner') return null;
  return <MenuAtPoint label={target.kind === 'cell' ? 'Cell menu' : 'Header menu'} items={items} x={state.x} y={state.y} onClose={onClose} />;
}

/**
 * A right-click outside the selection selects what was clicked first, as spreadsheets do. Called with the
 * click, before the menu opens, so that its first render already acts on what was clicked.
 */
export function selectMenuTarget(context: EditorContextValue, target: HitTarget): void {
  const { area, rows, columns } = context;
  if (target.kind === 'cell') {
    const inside = target.row >= area.top && target.row <= area.bottom && target.col >= area.left && target.col <= area.right;
    if (!inside) context.select(target);
    return;
  }
  if (target.kind === 'corner') return;
  const axis = target.kind === 'row-header' ? 'rows' : 'columns';
  const index = target.kind === 'row-header' ? target.row : target.col;
  const selected = selectedVectors(axis, area, rows, columns);
  if (selected && index >= selected.start && index <= selected.end) return;
  const range = wholeVectors(axis, index, index, rows, columns);
  context.select(range.anchor, range.focus);
}

function cellItems(context: EditorContextValue): MenuItem[] {
  const { sheet, area, run } = context;
  const sheetId = sheet.id;
  const rowCount = area.bottom - area.top + 1;
  const colCount = area.right - area.left + 1;
  return [
    {
      label: 'Copy',
      run: () => {
        context.focusGrid();
        document.execCommand('copy');
      },
    },
    { label: 'Insert row', command: 'workbook.insert-rows', separatorBefore: true, run: () => void run('workbook.insert-rows', { sheetId, index: area.top, side: 'above', count: rowCount }) },
    { label: 'Insert column', command: 'workbook.insert-columns', run: () => void run('workbook.insert-columns', { sheetId, index: area.left, side: 'left', count: colCount }) },
    { label: 'Insert cells, shift right', command: 'workbook.insert-cells', run: () => void run('workbook.insert-cells', { sheetId, area, shift: 'right' }) },
    { label: 'Insert cells, shift down', command: 'workbook.insert-cells', run: () => void run('workbook.insert-cells', { sheetId, area, shift: 'down' }) },
    { label: 'Delete row', command: 'workbook.delete-rows', separatorBefore: true, run: () => void run('workbook.delete-rows', { sheetId, start: area.top, count: rowCount }) },
    { label: 'Delete column', command: 'workbook.delete-columns', run: () => void run('workbook.delete-columns', { sheetId, start: area.left, count: colCount }) },
    { label: 'Delete cells, shift left', command: 'workbook.delete-cells', run: () => void run('workbook.delete-cells', { sheetId, area, shift: 'left' }) },
    { label: 'Delete cells, shift up', command: 'workbook.delete-cells', run: () => void run('workbook.delete-cells', { sheetId, area, shift: 'up' }) },
  ];
}

/** The plugins' items for this menu (the cell menu's Format cells, Data validation...), after the shell's. */
function pluginItems(context: EditorContextValue, target: 'cell' | 'header'): MenuItem[] {
  return context.contributions.contextMenuItems
    .filter((item) => item.target === target && (item.isVisible?.(context) ?? true))
    .map((item) => ({ label: item.label, command: item.command, separatorBefore: item.separatorBefore, disabled: item.isDisabled?.(context), run: () => void runAction(context, item, context.contributions.webCommands) }));
}

function headerItems(context: EditorContextValue, dialogs: Dialogs, axis: 'rows' | 'columns'): MenuItem[] {
  const { sheet, area, run, rows, columns } = context;
  const sheetId = sheet.id;
  const start = axis === 'rows' ? area.top : area.left;
  const end = axis === 'rows' ? area.bottom : area.right;
  const count = end - start + 1;
  const all = count >= (axis === 'rows' ? rows.count : columns.count);
  const noun = axis === 'rows' ? (count > 1 ? `${count} rows` : 'row') : count > 1 ? `${count} columns` : 'column';
  const [before, after] = axis === 'rows' ? (['above', 'below'] as const) : (['left', 'right'] as const);
  const insert = axis === 'rows' ? 'workbook.insert-rows' : 'workbook.insert-columns';
  const resize = async () => {
    const layout = axis === 'rows' ? rows : columns;
    const answer = await dialogs.prompt({
      title: axis === 'rows' ? 'Resize rows' : 'Resize columns',
      label: 'Size in pixels',
      defaultValue: String(layout.size(start)),
      acceptText: 'Resize',
      validate: (text) => (Number.isFinite(Number(text)) && Number(text) >= MIN_VECTOR_SIZE ? undefined : MIN_SIZE_MESSAGE),
    });
    if (answer) await run(axis === 'rows' ? 'workbook.resize-rows' : 'workbook.resize-columns', { sheetId, start, count, size: Math.round(Number(answer)) });
  };
  const hiddenInside = Array.from({ length: count }, (_, i) => (axis === 'rows' ? sheet.rowsById[sheet.rowIds[start + i]]?.hidden : sheet.columnsById[sheet.columnIds[start + i]]?.hidden)).some(Boolean);
  return [
    ...(all
      ? []
      : [
          { label: `Delete ${noun}`, command: axis === 'rows' ? 'workbook.delete-rows' : 'workbook.delete-columns', run: () => void run(axis === 'rows' ? 'workbook.delete-rows' : 'workbook.delete-columns', { sheetId, start, count }) },
          { label: `Resize ${noun}`, command: axis === 'rows' ? 'workbook.resize-rows' : 'workbook.resize-columns', run: () => void resize() },
          { label: `Hide ${noun}`, command: axis === 'rows' ? 'workbook.hide-rows' : 'workbook.hide-columns', run: () => void run(axis === 'rows' ? 'workbook.hide-rows' : 'workbook.hide-columns', { sheetId, start, count }) },
        ]),
    ...(hiddenInside
      ? [{ label: `Unhide ${axis}`, command: axis === 'rows' ? 'workbook.unhide-rows' : 'workbook.unhide-columns', run: () => void run(axis === 'rows' ? 'workbook.unhide-rows' : 'workbook.unhide-columns', { sheetId, start, count }) }]
      : []),
    { label: `Insert ${count} ${before}`, command: insert, separatorBefore: true, run: () => void run(insert, { sheetId, index: start, side: before, count }) },
    { label: `Insert ${count} ${after}`, command: insert, run: () => void run(insert, { sheetId, index: end, side: after, count }) },
  ];
}
