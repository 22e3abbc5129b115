import { ArrowDownAZ, ArrowUpZA } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AnchoredPopover, type AnchorRect } from '../../../web/ui/AnchoredPopover.js';
import { Button } from '../../../web/ui/Button.js';
import type { ColumnValues } from '../../../plugins/filters/index.js';
import type { FilterCriteria } from '../../workbook/model/index.js';
import { conditionOf } from './condition-options.js';
import { ConditionFields, type ConditionForm } from './ConditionFields.js';
import { searchedValues } from './filter-choice.js';
import { ValueChecklist } from './ValueChecklist.js';
import './filter-popup.css';

export interface FilterPopupProps {
  /** The column, as the dialog names it ("Filter column B"). */
  readonly title: string;
  /** The column's values (capped: `truncated` says when more exist). */
  readonly values: ColumnValues;
  /** Lists the column's values that pass a test, for a search past the cap. */
  rescan(matches: (text: string) => boolean): ColumnValues;
  /** The column's criteria before this popup. */
  readonly criteria: FilterCriteria | undefined;
  /** The filter button it opens under, in the viewport. */
  readonly anchor: AnchorRect;
  /** OK: the column's new criteria. */
  onApply(criteria: FilterCriteria): void;
  /** Cancel, Escape or a press outside: nothing changes. */
  onClose(): void;
  /** A press outside that must not close the popup (on a filter button, which opens its own popup). */
  keepOpenOn?(event: Event): boolean;
  /** Sort A to Z (or Z to A) by this column: the filter's rows below its header. */
  onSort(descending: boolean): void;
}

/**
 * A filter button's popup: "Filter by condition", "Filter by values", OK and Cancel, in the design
 * system's popover under its button; Escape, Cancel or a press outside close it without a change and
 * give the keys back to the grid.
 */
export function FilterPopup({ title, values, rescan, criteria, anchor, onApply, onClose, keepOpenOn, onSort }: FilterPopupProps) {
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(criteria?.hiddenValues ?? []));
  const [condition, setCondition] = useState<ConditionForm>(() => ({ type: criteria?.condition?.type ?? '', input1: criteria?.condition?.input1 ?? '', input2: criteria?.condition?.input2 ?? '' }));
  const listed = useMemo(() => searchedValues(values, search, rescan), [values, search, rescan]);
  const searchBox = useRef<HTMLInputElement>(null);
  const apply = () => {
    const chosen = conditionOf(condition.type, condition.input1, condition.input2);
    onApply({ hiddenValues: [...hidden], ...(chosen ? { condition: chosen } : {}) });
  };
  const submitOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <AnchoredPopover label={title} anchor={anchor} onClose={onClose} keepOpenOn={keepOpenOn} initialFocus={searchBox} className="filter-popup">
      <div className="filter-sorts">
        <Button variant="ghost" size="sm" icon={ArrowDownAZ} onClick={() => onSort(false)}>
          Sort A → Z
        </Button>
        <Button variant="ghost" size="sm" icon={ArrowUpZA} onClick={() => onSort(true)}>
          Sort Z → A
        </Button>
      </div>
      <ConditionFields form={condition} onChange={setCondition} onSubmitKey={submitOnEnter} />
      <ValueChecklist listed={listed} hidden={hidden} onHiddenChange={setHidden} search={search} onSearchChange={setSearch} onSubmitKey={submitOnEnter} searchBox={searchBox} />
      <div className="filter-actions">
        <Button size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" onClick={apply}>
          OK
        </Button>
      </div>
    </AnchoredPopover>
  );
}
