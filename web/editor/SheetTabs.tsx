import { useState, type KeyboardEvent } from 'react';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';

export interface SheetTabsProps {
  readonly workbook: Workbook;
  readonly activeSheetId: string;
  onSelect(sheetId: string): void;
  onAdd(): void;
  onRename(sheetId: string, name: string): void;
}

/** Sheet tabs with the add button; double-click renames in place (Enter or blur commits, Escape cancels). */
export function SheetTabs({ workbook, activeSheetId, onSelect, onAdd, onRename }: SheetTabsProps) {
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const finish = (commit: boolean) => {
    if (renaming && commit) onRename(renaming.id, renaming.name);
    setRenaming(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  return (
    <div className="sheet-tabs" role="tablist" aria-label="Sheets">
      <button type="button" className="add-sheet" aria-label="Add sheet" onClick={onAdd}>
        +
      </button>
      {workbook.sheetIds
        .map((id) => workbook.sheetsById[id])
        .filter((sheet) => !sheet.hidden)
        .map((sheet) =>
          renaming?.id === sheet.id ? (
            <input key={sheet.id} className="sheet-rename" aria-label="Sheet name" autoFocus value={renaming.name} onChange={(e) => setRenaming({ id: sheet.id, name: e.target.value })} onKeyDown={onKeyDown} onBlur={() => finish(true)} />
          ) : (
            <button
              key={sheet.id}
              type="button"
              role="tab"
              aria-selected={sheet.id === activeSheetId}
              className={sheet.id === activeSheetId ? 'sheet-tab active' : 'sheet-tab'}
              onClick={() => onSelect(sheet.id)}
              onDoubleClick={() => setRenaming({ id: sheet.id, name: sheet.name })}
            >
              {sheet.name}
            </button>
          ),
        )}
    </div>
  );
}
