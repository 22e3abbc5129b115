import { MenuList, type MenuItem } from '../menus/Menu.js';
import { usePopup } from './popup.js';

const MENU_WIDTH = 200;

/** A toolbar button with a menu under it (formats, merges, alignment, wrapping). */
export function DropDown({ label, text, items }: { label: string; text: string; items: readonly MenuItem[] }) {
  const popup = usePopup(MENU_WIDTH);
  return (
    <>
      <button ref={popup.button} type="button" className="tool" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={popup.style !== null} onClick={popup.toggle}>
        {text}
      </button>
      {popup.style && <MenuList label={label} items={items} style={popup.style} onClose={popup.close} anchor={popup.button} />}
    </>
  );
}
