import { useRef } from 'react';
import { useEditor } from './editor-context.js';
import { toggleSelectAll, type SelectionRange } from './whole-vectors.js';

/** The corner and Cmd/Ctrl+A: toggles the whole sheet, then back to the selection it replaced. */
export function useSelectAll(): () => void {
  const context = useEditor();
  // What to go back to, on the sheet it was taken on.
  const remembered = useRef<{ sheetId: string; range: SelectionRange } | undefined>(undefined);
  return () => {
    const { view, area, rows, columns, sheet } = context;
    const back = remembered.current?.sheetId === sheet.id ? remembered.current.range : undefined;
    const toggled = toggleSelectAll(view.selection, area, back, rows, columns);
    remembered.current = toggled.remembered && { sheetId: sheet.id, range: toggled.remembered };
    context.select(toggled.next.anchor, toggled.next.focus);
  };
}
