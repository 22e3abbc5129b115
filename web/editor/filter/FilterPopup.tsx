import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { ColumnValues } from '../../../plugins/filters/index.js';
import { hiddenAfter, initiallyChecked, searched, toggled, valueLabel, withAll } from './filter-choice.js';
import './filter-popup.css';

export interface FilterPopupProps {
  /** The column, as the dialog names it ("Filter column B"). */
  readonly title: string;
  readonly values: ColumnValues;
  /** The column's hidden values before this popup. */
  readonly hidden: readonly string[] | undefined;
  readonly style: CSSProperties;
  /** OK: the hidden values to store. */
  onApply(hiddenValues: string[]): void;
  /** Cancel, Escape or a press outside: nothing changes. */
  onClose(): void;
  /** A press outside that must not close the popup (on a filter button, which opens its own popup). */
  keepOpenOn?(event: PointerEvent): boolean;
}

/** Pixels: the popup's width, also used to keep it on screen. */
export const FILTER_POPUP_WIDTH = 260;

/**
 * A filter button's popup, "Filter by values": a search box, Select all / Clear, a checklist of the
 * column's values (texts rendered by React, so cell text is never markup), OK and Cancel. It lives in
 * document.body, placed under its button. Escape, Cancel or a press outside close it without a change.
 */
export function FilterPopup({ title, values, hidden, style, onApply, onClose, keepOpenOn }: FilterPopupProps) {
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState(() => initiallyChecked(values.values, hidden));
  const shown = useMemo(() => searched(values.values, search), [values, search]);
  const popup = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!popup.current?.contains(event.target as Node) && !keepOpenOn?.(event)) onClose();
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [onClose, keepOpenOn]);
  useEffect(() => searchBox.current?.focus(), []);
  const apply = () => onApply(hiddenAfter(values.values, checked, hidden));
  return createPortal(
    <div ref={popup} className="toolbar-popup filter-popup" role="dialog" aria-label={title} style={{ ...style, width: FILTER_POPUP_WIDTH }}>
      <h3>Filter by values</h3>
      <div className="filter-links">
        <button type="button" className="link" onClick={() => setChecked(withAll(checked, shown, true))}>
          Select all
        </button>
        <span aria-hidden="true"> - </span>
        <button type="button" className="link" onClick={() => setChecked(withAll(checked, shown, false))}>
          Clear
        </button>
        <span className="filter-count">{`${shown.length} of ${values.values.length}`}</span>
      </div>
      <input
        ref={searchBox}
        type="search"
        aria-label="Search values"
        placeholder="Search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), apply())}
      />
      <ul className="filter-values" role="group" aria-label="Values">
        {shown.map((value) => (
          <li key={value}>
            <label>
              <input type="checkbox" checked={checked.has(value)} onChange={() => setChecked(toggled(checked, value))} />
              <span className={value === '' ? 'blank' : undefined}>{valueLabel(value)}</span>
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="filter-none">No matches</li>}
      </ul>
      {values.truncated && <p className="filter-note">{`Showing the first ${values.values.length.toLocaleString('en-US')} values. Search to narrow the list.`}</p>}
      <div className="filter-actions">
        <button type="button" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="primary" onClick={apply}>
          OK
        </button>
      </div>
    </div>,
    document.body,
  );
}
