import { useRef, useState, type ClipboardEvent, type RefObject } from 'react';
import type { CellArea } from '../../kernel/index.js';
import { getCell, setCellsInParts } from '../../plugins/workbook/index.js';
import { shiftFormula } from '../../plugins/formulas/adjust/index.js';
import { readPaste, toClipboard, type PasteGrid } from './clipboard-data.js';
import { contentOf, useEditor, type EditorContextValue } from './editor-context.js';
import { displayText } from '../../plugins/formulas/index.js';

/** What this page copied: contents as typed, so a paste inside the grid keeps formulas (shifted). */
interface Copied {
  readonly sheetId: string;
  readonly area: CellArea;
  readonly contents: string[][];
  readonly text: string;
  readonly cut: boolean;
}

export interface Clipboard {
  readonly marquee: CellArea | undefined;
  onCopy(event: ClipboardEvent): void;
  onCut(event: ClipboardEvent): void;
  onPaste(event: ClipboardEvent): void;
  clearMarquee(): void;
}

/**
 * Copy, cut and paste (SPEC section 4 "Paste"): the system clipboard gets tab-separated values and an
 * HTML table; a paste takes this page's own copy (formulas shifted) or text/HTML from other programs,
 * adding rows and columns as needed, as one undo step. The copied range is marked until pasted or Escape.
 */
export function useClipboard(host: RefObject<HTMLDivElement | null>): Clipboard {
  const context = useEditor();
  const copied = useRef<Copied | null>(null);
  const [marquee, setMarquee] = useState<CellArea | undefined>(undefined);
  const copy = (event: ClipboardEvent, cut: boolean) => {
    // Clipboard events target the selection's node, not the focused grid: go by focus.
    if (document.activeElement !== host.current) return;
    event.preventDefault();
    const { contents, shown } = readArea(context, context.area);
    const out = toClipboard(shown);
    event.clipboardData.setData('text/plain', out.text);
    event.clipboardData.setData('text/html', out.html);
    copied.current = { sheetId: context.sheet.id, area: context.area, contents, text: out.text, cut };
    setMarquee(context.area);
  };
  return {
    marquee: marquee && copied.current?.sheetId === context.sheet.id ? marquee : undefined,
    onCopy: (event) => copy(event, false),
    onCut: (event) => copy(event, true),
    clearMarquee: () => {
      copied.current = null;
      setMarquee(undefined);
    },
    onPaste(event) {
      // Clipboard events target the selection's node, not the focused grid: go by focus.
      if (document.activeElement !== host.current) return;
      event.preventDefault();
      const data = event.clipboardData;
      const text = data.getData('text/plain');
      const own = copied.current && copied.current.text === text ? copied.current : null;
      const grid: PasteGrid = own ? { ok: true, rows: ownRows(own, context.anchor) } : readPaste(text, data.getData('text/html'), Array.from(data.types));
      void paste(context, own, grid).then((done) => {
        if (done && own) {
          copied.current = null;
          setMarquee(undefined);
        }
      });
    },
  };
}

function readArea(context: EditorContextValue, area: CellArea): { contents: string[][]; shown: string[][] } {
  const { sheet } = context;
  const contents: string[][] = [];
  const shown: string[][] = [];
  for (let row = area.top; row <= area.bottom; row++) {
    const contentRow: string[] = [];
    const shownRow: string[] = [];
    for (let col = area.left; col <= area.right; col++) {
      const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
      contentRow.push(contentOf(cell));
      shownRow.push(displayText(context.session.engine.getValue(sheet.id, row, col), cell, { dateSystem: context.session.engine.dateSystem }).text);
    }
    contents.push(contentRow);
    shown.push(shownRow);
  }
  return { contents, shown };
}

/** This page's own copy as it lands at the anchor: formulas shift unless the cells were cut. */
function ownRows(own: Copied, anchor: { row: number; col: number }): string[][] {
  const dRow = anchor.row - own.area.top;
  const dCol = anchor.col - own.area.left;
  return own.contents.map((line) => line.map((content) => (content.startsWith('=') && !own.cut ? shiftFormula(content, dRow, dCol) : content)));
}

/** Puts the grid's cells at the anchor (clearing a cut's source in the same undo step). */
async function paste(context: EditorContextValue, own: Copied | null, grid: PasteGrid): Promise<boolean> {
  const { sheet, anchor, kernel } = context;
  if (!grid.ok) {
    await context.alert(grid.error);
    return false;
  }
  const rows = grid.rows;
  if (rows.length === 0) return false;
  const cells = rows.flatMap((line, r) => line.map((content, c) => ({ row: anchor.row + r, col: anchor.col + c, text: content })));
  const result = kernel.bus.batch(() => {
    if (own?.cut) kernel.execute('workbook.clear-content', { sheetId: own.sheetId, area: own.area });
    return setCellsInParts((id, params) => kernel.execute(id, params), sheet.id, cells);
  });
  if (!result.ok) {
    await context.alert(result.error, result.title);
    return false;
  }
  const width = Math.max(...rows.map((line) => line.length));
  context.select(anchor, { row: anchor.row + rows.length - 1, col: anchor.col + width - 1 });
  return true;
}
