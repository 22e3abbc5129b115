import { ChevronDown, Menu as MenuIcon, Plus } from 'lucide-react';
import { useCallback, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useDialogs } from '../ui/dialogs.js';
import { IconButton } from '../ui/Button.js';
import { Menu, MenuAtPoint, type MenuItem } from '../ui/Menu.js';
import { StripTab, TabStrip } from '../ui/TabStrip.js';
import { useEditor } from './editor-context.js';

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 8);

/**
 * Sheet tabs (SPEC section 4 "Sheets"): add, all-sheets menu, and per tab a menu with duplicate,
 * rename in place (Enter/blur commits, Escape cancels), delete (confirmed), hide; drag a tab to reorder.
 * The tabs are a web/ui TabStrip: Left/Right move between them, Enter or a click opens a sheet.
 */
export function SheetTabs() {
  const { workbook, view, kernel, run, focusGrid } = useEditor();
  const dialogs = useDialogs();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  // A tab's menu opened by a right click, at the pointer.
  const [menu, setMenu] = useState<{ id: string; x: number; y: number } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const close = useCallback(() => setMenu(null), []);
  const activate = (sheetId: string) => kernel.view.run('view.set-active-sheet', { sheetId });
  const sheets = workbook.sheetIds.map((id) => workbook.sheetsById[id]);
  const visible = sheets.filter((sheet) => !sheet.hidden);

  const finish = (commit: boolean) => {
    if (renaming && commit) {
      const sheet = workbook.sheetsById[renaming.id];
      if (sheet && renaming.name.trim() !== sheet.name) void run('workbook.rename-sheet', { sheetId: renaming.id, name: renaming.name });
    }
    setRenaming(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  const add = () => {
    const id = newId();
    void run('workbook.add-sheet', { id }).then((ok) => ok && activate(id));
  };
  const tabMenu = (sheetId: string): MenuItem[] => {
    const sheet = workbook.sheetsById[sheetId];
    return [
      {
        label: 'Delete',
        command: 'workbook.delete-sheet',
        run: () =>
          void dialogs.confirm({ message: `Are you sure you want to delete ${sheet.name}?`, acceptText: 'Delete', negative: true }).then((ok) => ok && run('workbook.delete-sheet', { sheetId })),
      },
      {
        label: 'Duplicate',
        command: 'workbook.duplicate-sheet',
        run: () => {
          const id = newId();
          void run('workbook.duplicate-sheet', { sheetId, id }).then((ok) => ok && activate(id));
        },
      },
      { label: 'Rename', run: () => setRenaming({ id: sheetId, name: sheet.name }) },
      { label: 'Hide sheet', command: 'workbook.hide-sheet', disabled: visible.length <= 1, run: () => void run('workbook.hide-sheet', { sheetId }) },
    ];
  };
  const allSheets: MenuItem[] = sheets.map((sheet) => ({
    label: sheet.hidden ? `${sheet.name} (hidden)` : sheet.name,
    checked: sheet.id === view.activeSheetId,
    run: () => (sheet.hidden ? void run('workbook.unhide-sheet', { sheetId: sheet.id }).then((ok) => ok && activate(sheet.id)) : activate(sheet.id)),
  }));
  const onDrop = (event: DragEvent, targetId: string) => {
    event.preventDefault();
    if (!dragged || dragged === targetId) return;
    void run('workbook.reorder-sheet', { sheetId: dragged, to: workbook.sheetIds.indexOf(targetId) });
    setDragged(null);
  };

  return (
    <div className="sheet-tabs" aria-label="Sheets">
      <IconButton icon={Plus} label="Add sheet" size="sm" onClick={add} />
      <Menu label="All sheets" items={allSheets} side="top" trigger={<IconButton icon={MenuIcon} label="All sheets" size="sm" />} />
      <TabStrip label="Sheet tabs" value={view.activeSheetId} onChange={activate} className="tab-strip">
        {visible.map((sheet) =>
          renaming?.id === sheet.id ? (
            <input key={sheet.id} className="sheet-rename ui-input" aria-label="Sheet name" autoFocus value={renaming.name} onChange={(e) => setRenaming({ id: sheet.id, name: e.target.value })} onKeyDown={onKeyDown} onBlur={() => finish(true)} />
          ) : (
            <div key={sheet.id} role="none" className={sheet.id === view.activeSheetId ? 'sheet-tab active' : 'sheet-tab'} onDragOver={(e) => e.preventDefault()} onDrop={(e) => onDrop(e, sheet.id)}>
              <StripTab
                value={sheet.id}
                // The tab's menu opens from the keyboard with Shift+F10 or the menu key (a contextmenu event).
                aria-haspopup="menu"
                draggable
                className="sheet-tab-name"
                // A click opens the sheet with the keys on its grid, as in Sheets; Enter on a focused tab keeps them on the tabs.
                onClick={(event) => event.detail > 0 && focusGrid()}
                onDoubleClick={() => setRenaming({ id: sheet.id, name: sheet.name })}
                onContextMenu={(e) => {
                  e.preventDefault();
                  setMenu({ id: sheet.id, x: e.clientX, y: e.clientY });
                }}
                onDragStart={() => setDragged(sheet.id)}
              >
                {sheet.name}
              </StripTab>
              {/* A tab list holds tabs only, so the arrow is for the pointer alone; keys reach the menu from the tab. */}
              <Menu label="Sheet menu" items={tabMenu(sheet.id)} side="top" trigger={<IconButton icon={ChevronDown} label={`${sheet.name} menu`} size="sm" className="tab-menu" tabIndex={-1} aria-hidden />} />
            </div>
          ),
        )}
      </TabStrip>
      {menu && workbook.sheetsById[menu.id] && <MenuAtPoint label="Sheet menu" items={tabMenu(menu.id)} x={menu.x} y={menu.y} onClose={close} />}
    </div>
  );
}
