import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** One entry of a menu. `command` names the kernel command it runs, when it is one (for tests and docs). */
export interface MenuItem {
  readonly label: string;
  readonly command?: string;
  readonly shortcut?: string;
  readonly checked?: boolean;
  readonly disabled?: boolean;
  readonly separatorBefore?: boolean;
  readonly items?: readonly MenuItem[];
  run?(): void;
}

export interface MenuListProps {
  readonly label: string;
  readonly items: readonly MenuItem[];
  readonly style?: React.CSSProperties;
  onClose(): void;
  readonly children?: ReactNode;
  /** What opened the list: a press on it is not "outside" (its own click toggles the list shut). */
  readonly anchor?: RefObject<HTMLElement | null>;
}

/** A dropdown list of menu items: arrows move, Enter runs, Escape or a click outside closes. */
export function MenuList({ label, items, style, onClose, anchor }: MenuListProps) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current && !ref.current.contains(target) && !anchor?.current?.contains(target)) onClose();
    };
    // Deferred so the click that opened the menu does not close it.
    const timer = setTimeout(() => document.addEventListener('pointerdown', outside), 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
    };
  }, [onClose, anchor]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const entries = Array.from(ref.current?.querySelectorAll<HTMLElement>(':scope > li > [role^="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = entries[(at + (event.key === 'ArrowDown' ? 1 : entries.length - 1)) % entries.length];
      next?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <ul ref={ref} className="menu" role="menu" aria-label={label} style={style} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.label} className={item.separatorBefore ? 'separator' : undefined} role="none">
          {item.items ? (
            <SubMenu item={item} onClose={onClose} />
          ) : (
            <button
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              aria-disabled={item.disabled}
              data-command={item.command}
              disabled={item.disabled}
              onClick={() => {
                onClose();
                item.run?.();
              }}
            >
              <span className="check">{item.checked ? '✓' : ''}</span>
              <span className="label">{item.label}</span>
              {item.shortcut && <span className="shortcut">{item.shortcut}</span>}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function SubMenu({ item, onClose }: { item: MenuItem; onClose(): void }) {
  return (
    <div className="submenu">
      <button type="button" role="menuitem" aria-haspopup="menu" disabled={item.disabled || item.items?.length === 0}>
        <span className="check" />
        <span className="label">{item.label}</span>
        <span className="shortcut">▸</span>
      </button>
      <ul className="menu nested" role="menu" aria-label={item.label}>
        {item.items?.map((child) => (
          <li key={child.label} role="none">
            <button
              type="button"
              role="menuitem"
              data-command={child.command}
              disabled={child.disabled}
              onClick={() => {
                onClose();
                child.run?.();
              }}
            >
              <span className="check">{child.checked ? '✓' : ''}</span>
              <span className="label">{child.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
