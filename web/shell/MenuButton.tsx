import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface MenuAction {
  readonly label: string;
  run(): void;
}

/**
 * A button opening a small menu of actions (a table row's Edit and Delete). Arrow keys move between
 * items, Escape or a click elsewhere closes it and gives focus back to the button.
 */
export function MenuButton({ label, text, actions }: { label: string; text: string; actions: readonly MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    anchor.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const items = Array.from(anchor.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };
  return (
    <span className="menu-anchor" ref={anchor} onKeyDown={onKeyDown}>
      <button type="button" ref={button} aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {text}
      </button>
      {open && (
        <ul className="menu" role="menu" aria-label={label}>
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  // Focus goes back to the button first, so a dialog the action opens returns it there.
                  close();
                  action.run();
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
