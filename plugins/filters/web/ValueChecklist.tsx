import type { KeyboardEvent, RefObject } from 'react';
import type { ColumnValues } from '../../../plugins/filters/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { Input } from '../../../web/ui/Input.js';
import { toggled, valueLabel, withAll } from './filter-choice.js';

export interface ValueChecklistProps {
  /** The values the search lists. */
  readonly listed: ColumnValues;
  /** Unchecked values (hidden by the filter), listed or not. */
  readonly hidden: ReadonlySet<string>;
  onHiddenChange(hidden: Set<string>): void;
  readonly search: string;
  onSearchChange(search: string): void;
  onSubmitKey(event: KeyboardEvent): void;
  readonly searchBox: RefObject<HTMLInputElement | null>;
}

/**
 * "Filter by values": Select all / Clear (on what is listed), a search box and one checkbox per value.
 * Texts are React text nodes, so a cell holding markup is shown as typed, never interpreted.
 */
export function ValueChecklist({ listed, hidden, onHiddenChange, search, onSearchChange, onSubmitKey, searchBox }: ValueChecklistProps) {
  const { values, truncated } = listed;
  return (
    <>
      <h3>Filter by values</h3>
      <div className="filter-links">
        <Button variant="ghost" size="sm" onClick={() => onHiddenChange(withAll(hidden, values, true))}>
          Select all
        </Button>
        <span aria-hidden="true"> - </span>
        <Button variant="ghost" size="sm" onClick={() => onHiddenChange(withAll(hidden, values, false))}>
          Clear
        </Button>
        <span className="filter-count">{`${values.length}${truncated ? '+' : ''} values`}</span>
      </div>
      <Input ref={searchBox} type="search" aria-label="Search values" placeholder="Search" value={search} onChange={(event) => onSearchChange(event.target.value)} onKeyDown={onSubmitKey} />
      <ul className="filter-values" role="group" aria-label="Values">
        {values.map((value) => (
          <li key={value}>
            <Checkbox
              checked={!hidden.has(value)}
              onCheckedChange={() => onHiddenChange(toggled(hidden, value))}
              label={<span className={value === '' ? 'blank' : undefined}>{valueLabel(value)}</span>}
            />
          </li>
        ))}
        {values.length === 0 && <li className="filter-none">No matches</li>}
      </ul>
      {truncated && <p className="filter-note">{`Showing the first ${values.length.toLocaleString('en-US')} values. Search to find others.`}</p>}
    </>
  );
}
