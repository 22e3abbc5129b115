import { useCallback, useRef, useState } from 'react';
import { MenuList } from './Menu.js';

export interface MenuAction {
  readonly label: string;
  run(): void;
}

/**
 * A button opening a small menu of actions (a table row's Edit and Delete), with MenuList's keys and
 * dismissal. Closing gives focus back to the button first, so a dialog an action opens returns it there.
 */
export function MenuButton({ label, text, actions }: { label: string; text: string; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <span className="menu-anchor">
      <button type="button" ref={button} aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {text}
      </button>
      {open && <MenuList label={label} items={actions} onClose={close} anchor={button} />}
    </span>
  );
}
