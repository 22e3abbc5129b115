import { useState, type KeyboardEvent } from 'react';
import { Input } from '../../../web/ui/Input.js';
import { filteredItems } from './list-filter.js';

/** A list cell's dropdown: a box that filters the items as you type; arrows move, Enter or a click picks. */
export function ListDropdown({ items, onChoose }: { items: readonly string[]; onChoose(text: string): void }) {
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const shown = filteredItems(items, filter);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(0, Math.min(shown.length - 1, current + step)));
    } else if (event.key === 'Enter' && shown[active] !== undefined) {
      event.preventDefault();
      onChoose(shown[active]);
    }
  };
  return (
    <div className="list-dropdown">
      <Input
        aria-label="Filter items"
        role="combobox"
        aria-expanded
        aria-controls="list-dropdown-items"
        aria-activedescendant={shown[active] !== undefined ? `list-item-${active}` : undefined}
        autoFocus
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id="list-dropdown-items" role="listbox" aria-label="Items">
        {shown.map((item, index) => (
          <li key={`${index}-${item}`} id={`list-item-${index}`} role="option" aria-selected={index === active} onPointerDown={(event) => event.preventDefault()} onClick={() => onChoose(item)}>
            {item}
          </li>
        ))}
        {shown.length === 0 && <li className="muted">No matching items</li>}
      </ul>
    </div>
  );
}
