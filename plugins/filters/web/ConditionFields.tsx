import type { KeyboardEvent } from 'react';
import type { FilterConditionType } from '../../../plugins/workbook/model/filter.js';
import { Input } from '../../../web/ui/Input.js';
import { CONDITION_LABELS, conditionInputs } from './condition-options.js';

export interface ConditionForm {
  readonly type: FilterConditionType | '';
  readonly input1: string;
  readonly input2: string;
}

export interface ConditionFieldsProps {
  readonly form: ConditionForm;
  onChange(form: ConditionForm): void;
  /** Enter in a value field applies the popup. */
  onSubmitKey(event: KeyboardEvent): void;
}

/** "Filter by condition": a choice (None by default) and the one or two values it takes. Open while one is set. */
export function ConditionFields({ form, onChange, onSubmitKey }: ConditionFieldsProps) {
  const inputs = conditionInputs(form.type);
  return (
    <details className="filter-condition" open={form.type !== ''}>
      <summary>Filter by condition</summary>
      <select aria-label="Condition" value={form.type} onChange={(event) => onChange({ ...form, type: event.target.value as FilterConditionType | '' })}>
        <option value="">None</option>
        {(Object.entries(CONDITION_LABELS) as [FilterConditionType, string][]).map(([type, label]) => (
          <option key={type} value={type}>
            {label}
          </option>
        ))}
      </select>
      {inputs >= 1 && <Input aria-label="Value or formula" placeholder="Value" value={form.input1} onChange={(event) => onChange({ ...form, input1: event.target.value })} onKeyDown={onSubmitKey} />}
      {inputs === 2 && <Input aria-label="Second value" placeholder="Value" value={form.input2} onChange={(event) => onChange({ ...form, input2: event.target.value })} onKeyDown={onSubmitKey} />}
    </details>
  );
}
