import { useEffect, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { getCell } from '../../workbook/index.js';
import type { CellValidation } from '../../workbook/model/index.js';
import { COLUMN_HEADER_HEIGHT, rectOf, ROW_HEADER_WIDTH, useHost, type CellOverlay, type Frame, type GridGeometry, type GridHandle, type HitTarget, type OverlayControl } from '../../../web/plugin-api/index.js';
import { AnchoredPopover, type AnchorRect } from '../../../web/ui/AnchoredPopover.js';
import { validationHelpText } from '../help-text.js';
import { listItems } from '../list-items.js';
import { ListDropdown } from './ListDropdown.js';
import { invalidReader, isList, onCheckbox, onListButton } from './validation-layer.js';

/** SPEC section 9, "validation dropdown padding 24": pixels a list cell's dropdown keeps from the window's edges. */
export const LIST_DROPDOWN_PADDING = 24;

interface Position {
  readonly row: number;
  readonly col: number;
}

/** A cell's rectangle on the canvas, and in the viewport. */
function cellBoxes(g: GridGeometry, at: Position): { canvas: AnchorRect; viewport: AnchorRect } {
  const canvas = rectOf({ rows: g.rows, columns: g.columns, view: g.view } as Frame, { top: at.row, bottom: at.row, left: at.col, right: at.col });
  const origin = g.canvas.getBoundingClientRect();
  return { canvas, viewport: { ...canvas, x: canvas.x + origin.left, y: canvas.y + origin.top } };
}

/**
 * The grid side of data validation: a click on a checkbox toggles it, a click on a list cell's button
 * (or Alt+Down) opens its dropdown, which filters as you type; the active cell, when its value fails
 * its validation, shows its help text beside it.
 */
export const validationOverlay: CellOverlay = { id: 'validation.cells', use: useValidationCells };

function useValidationCells({ geometry, revision }: GridHandle): OverlayControl {
  const host = useHost();
  const { sheet, workbook, session, anchor, run } = host;
  const [open, setOpen] = useState<(Position & { sheetId: string }) | null>(null);
  const validationAt = (at: Position): CellValidation | undefined => getCell(sheet, sheet.rowIds[at.row] ?? '', sheet.columnIds[at.col] ?? '')?.data?.validation;
  const dropdown = open && open.sheetId === sheet.id && isList(validationAt(open)) ? open : null;

  const pointerDown = (target: HitTarget, event: PointerEvent<HTMLCanvasElement>): boolean => {
    const g = geometry.current;
    if (!g || target.kind !== 'cell' || event.button !== 0 || event.shiftKey) return false;
    const validation = validationAt(target);
    if (!validation) return false;
    const { canvas } = cellBoxes(g, target);
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const formula = getCell(sheet, sheet.rowIds[target.row], sheet.columnIds[target.col])?.formula !== undefined;
    if (validation.type === 'checkbox' && !formula && onCheckbox(canvas, g.view.zoom, x, y)) {
      event.preventDefault();
      host.select(target);
      void run('workbook.toggle-checkbox', { sheetId: sheet.id, area: { top: target.row, bottom: target.row, left: target.col, right: target.col } });
      return true;
    }
    if (isList(validation) && onListButton(canvas, g.view.zoom, x)) {
      event.preventDefault();
      host.select(target);
      setOpen({ sheetId: sheet.id, row: target.row, col: target.col });
      return true;
    }
    return false;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (!event.altKey || event.key !== 'ArrowDown' || !isList(validationAt(anchor))) return false;
    event.preventDefault();
    setOpen({ sheetId: sheet.id, row: anchor.row, col: anchor.col });
    return true;
  };

  const items = useMemo(() => {
    const validation = dropdown && validationAt(dropdown);
    return validation ? (listItems(validation, workbook, sheet.id, session.engine) ?? []) : [];
  }, [dropdown?.row, dropdown?.col, workbook, sheet, session.engine, revision]);

  const g = geometry.current;
  const activeValidation = validationAt(anchor);
  const activeInvalid = activeValidation && activeValidation.type !== 'checkbox' && invalidReader(workbook, sheet, session.engine)(anchor.row, anchor.col, activeValidation);
  const close = () => {
    setOpen(null);
    host.focusGrid();
  };
  const element = (
    <>
      {dropdown && g && (
        <AnchoredPopover label="Choose a value" anchor={cellBoxes(g, dropdown).viewport} onClose={close} collisionPadding={LIST_DROPDOWN_PADDING}>
          <ListDropdown
            items={items}
            onChoose={(text) => {
              close();
              void run('workbook.set-cell', { sheetId: sheet.id, row: dropdown.row, col: dropdown.col, text });
            }}
          />
        </AnchoredPopover>
      )}
      {activeInvalid && !dropdown && <HelpText geometry={geometry} at={anchor} text={validationHelpText(activeValidation)} />}
    </>
  );
  return { pointerDown, keyDown, element };
}

/**
 * The help text of the active cell's failed validation, under the cell. The grid scrolls without the
 * overlays rendering again, so it follows the scrolling element itself, and hides while its cell is out
 * of view.
 */
function HelpText({ geometry, at, text }: { geometry: GridHandle['geometry']; at: Position; text: string }) {
  const [, setScrolled] = useState(0);
  const element = geometry.current?.scroll;
  useEffect(() => {
    if (!element) return;
    const follow = () => setScrolled((n) => n + 1);
    element.addEventListener('scroll', follow, { passive: true });
    return () => element.removeEventListener('scroll', follow);
  }, [element]);
  const g = geometry.current;
  const box = g && visibleCellBox(g, at);
  if (!box) return null;
  return (
    <div className="validation-help" role="status" style={{ position: 'fixed', left: box.x, top: box.y + box.h + 2 }}>
      {text}
    </div>
  );
}

/** Where a cell is in the viewport at the scrolling element's current offsets; nothing when it is scrolled out of the body. */
function visibleCellBox(g: GridGeometry, at: Position): AnchorRect | undefined {
  const view = { ...g.view, scrollLeft: g.scroll.scrollLeft / g.view.zoom, scrollTop: g.scroll.scrollTop / g.view.zoom };
  const { canvas, viewport } = cellBoxes({ ...g, view }, at);
  const inside = canvas.x + canvas.w > ROW_HEADER_WIDTH * view.zoom && canvas.y + canvas.h > COLUMN_HEADER_HEIGHT * view.zoom && canvas.x < view.width && canvas.y < view.height;
  return inside ? viewport : undefined;
}
