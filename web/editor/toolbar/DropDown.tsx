import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { MenuList, type MenuItem } from '../menus/Menu.js';
import { popupBelow } from './popup.js';

const MENU_WIDTH = 200;

/** A toolbar button with a menu under it (formats, merges, alignment, wrapping). */
export function DropDown({ label, text, items }: { label: string; text: string; items: readonly MenuItem[] }) {
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setPosition(null), []);
  const toggle = () => {
    const box = button.current?.getBoundingClientRect();
    setPosition(position || !box ? null : popupBelow(box, window.innerWidth, MENU_WIDTH));
  };
  return (
    <>
      <button ref={button} type="button" className="tool" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={position !== null} onClick={toggle}>
        {text}
      </button>
      {position && <MenuList label={label} items={items} style={position} onClose={close} />}
    </>
  );
}
