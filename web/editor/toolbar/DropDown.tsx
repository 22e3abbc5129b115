import { useCallback } from 'react';
import { useEditor } from '../editor-context.js';
import { MenuList, type MenuItem } from '../../shell/Menu.js';
import { usePopup } from './popup.js';

const MENU_WIDTH = 200;

/** A toolbar button with a menu under it (formats, merges, alignment, wrapping). */
export function DropDown({ label, text, items }: { label: string; text: string; items: readonly MenuItem[] }) {
  const popup = usePopup(MENU_WIDTH);
  const { focusGrid } = useEditor();
  // However the menu closes (an item run, Escape, a press outside), keys go back to the grid.
  const close = useCallback(() => {
    popup.close();
    focusGrid();
  }, [popup.close, focusGrid]);
  return (
    <>
      <button ref={popup.button} type="button" className="tool" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={popup.style !== null} onClick={popup.toggle}>
        {text}
      </button>
      {popup.style && <MenuList label={label} items={items} style={popup.style} onClose={close} anchor={popup.button} />}
    </>
  );
}
