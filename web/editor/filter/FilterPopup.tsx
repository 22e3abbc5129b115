import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { ColumnValues } from '../../../plugins/filters/index.js';
import type { FilterConditionType, FilterCriteria } from '../../../plugins/workbook/model/filter.js';
import { CONDITION_LABELS, conditionInputs, conditionOf } from './condition-options.js';
import { hiddenAfter, initiallyChecked, searched, toggled, valueLabel, withAll } from './filter-choice.js';
import './filter-popup.css';

export interface FilterPopupProps {
  /** The column, as the dialog names it ("Filter column B"). */
  readonly title: string;
  readonly values: ColumnValues;
  /** The column's criteria before this popup. */
  readonly criteria: FilterCriteria | undefined;
  readonly style: CSSProperties;
  /** OK: the column's new criteria. */
  onApply(criteria: FilterCriteria): void;
  /** Cancel, Escape or a press outside: nothing changes. */
  onClose(): void;
  /** A press outside that must not close the popup (on a filter button, which opens its own popup). */
  keepOpenOn?(event: PointerEvent): boolean;
}

/** Pixels: the popup's width, also used to keep it on screen. */
export const FILTER_POPUP_WIDTH = 260;

/**
 * A filter button's popup: "Filter by condition" (a choice and its values) and "Filter by values" (a
 * search box, Select all / Clear, a checklist of the column's values, rendered by React as text so cell
 * text is never markup), OK and Cancel. It lives in
 * document.body, placed under its button. Escape, Cancel or a press outside close it without a change.
 */
export function FilterPopup({ title, values, criteria, style, onApply, onClose, keepOpenOn }: FilterPopupProps) {
  const hidden = criteria?.hiddenValues;
  const [search, setSearch] = useState('');
  const [checked, setChecked] = useState(() => initiallyChecked(values.values, hidden));
  const [conditionType, setConditionType] = useState<FilterConditionType | ''>(criteria?.condition?.type ?? '');
  const [input1, setInput1] = useState(criteria?.condition?.input1 ?? '');
  const [input2, setInput2] = useState(criteria?.condition?.input2 ?? '');
  const inputs = conditionInputs(conditionType);
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
  const apply = () => {
    const condition = conditionOf(conditionType, input1, input2);
    onApply({ hiddenValues: hiddenAfter(values.values, checked, hidden), ...(condition ? { condition } : {}) });
  };
  const submitOnEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return createPortal(
    <div ref={popup} className="toolbar-popup filter-popup" role="dialog" aria-label={title} style={{ ...style, width: FILTER_POPUP_WIDTH }}>
      <details className="filter-condition" open={conditionType !== ''}>
        <summary>Filter by condition</summary>
        <select aria-label="Condition" value={conditionType} onChange={(event) => setConditionType(event.target.value as FilterConditionType | '')}>
          <option value="">None</option>
          {(Object.entries(CONDITION_LABELS) as [FilterConditionType, string][]).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
        {inputs >= 1 && <input aria-label="Value or formula" placeholder="Value" value={input1} onChange={(event) => setInput1(event.target.value)} onKeyDown={submitOnEnter} />}
        {inputs === 2 && <input aria-label="Second value" placeholder="Value" value={input2} onChange={(event) => setInput2(event.target.value)} onKeyDown={submitOnEnter} />}
      </details>
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
        onKeyDown={submitOnEnter}
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
