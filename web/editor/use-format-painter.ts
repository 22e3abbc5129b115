import { useMemo, useRef, useState } from 'react';
import type { Kernel } from '../../kernel/index.js';
import type { Cell, Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import { paintCommands } from './format-paint.js';
import { selectionArea } from './selection.js';

export interface FormatPainter {
  /** Whether the next selection gets the copied look. */
  readonly armed: boolean;
  /** Copies the active cell's look (or drops it when already armed). */
  toggle(): void;
  /** Gives the current selection the copied look, as one undo step, and disarms. */
  paint(): void;
}

export function useFormatPainter(kernel: Kernel<Workbook, WorkbookView>, activeCell: Cell | undefined, run: (id: string, params: unknown) => Promise<boolean>): FormatPainter {
  // Wrapped in an object: a copied plain cell (undefined) must still count as armed.
  const [source, setSource] = useState<{ cell: Cell | undefined } | null>(null);
  const active = useRef(activeCell);
  active.current = activeCell;
  // One object while nothing it reads changes (the active cell is read when it is copied): the editor's
  // chrome re-renders only when its context does, and the top bar's not when the selection moves.
  return useMemo(
    () => ({
      armed: source !== null,
      toggle: () => setSource(source ? null : { cell: active.current }),
      paint() {
        if (!source) return;
        // Read at paint time: the drag that made the selection has just ended.
        const { selection } = kernel.view.state;
        const calls = paintCommands(source.cell, selection.sheetId, selectionArea(selection));
        kernel.bus.batch(() => calls.forEach((call) => void run(call.id, call.params)));
        setSource(null);
      },
    }),
    [source, kernel, run],
  );
}
