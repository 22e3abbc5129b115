import type { KeyboardEvent } from 'react';
import type { FilterConditionType } from '../../workbook/model/index.js';
import { Accordion } from '../../../web/ui/Accordion.js';
import { Input } from '../../../web/ui/Input.js';
import { Select, type SelectOption } from '../../../web/ui/Select.js';
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

/** The Select's value for "no condition" (a Select's values are never ''). */
const NONE = 'none';
type ConditionChoice = FilterConditionType | typeof NONE;

const CHOICES: readonly SelectOption<ConditionChoice>[] = [
  { value: NONE, label: 'None' },
  ...(Object.entries(CONDITION_LABELS) as [FilterConditionType, string][]).map(([value, label]) => ({ value, label })),
];

/** "Filter by condition": a choice (None by default) and the one or two values it takes. Open while one is set. */
export function ConditionFields({ form, onChange, onSubmitKey }: ConditionFieldsProps) {
  const inputs = conditionInputs(form.type);
  const fields = (
    <div className="filter-condition">
      <Select label="Condition" size="sm" value={form.type === '' ? NONE : form.type} options={CHOICES} onChange={(choice) => onChange({ ...form, type: choice === NONE ? '' : choice })} />
      {inputs >= 1 && <Input aria-label="Value or formula" placeholder="Value" value={form.input1} onChange={(event) => onChange({ ...form, input1: event.target.value })} onKeyDown={onSubmitKey} />}
      {inputs === 2 && <Input aria-label="Second value" placeholder="Value" value={form.input2} onChange={(event) => onChange({ ...form, input2: event.target.value })} onKeyDown={onSubmitKey} />}
    </div>
  );
  return <Accordion sections={[{ value: 'condition', title: 'Filter by condition', content: fields }]} defaultOpen={form.type === '' ? [] : ['condition']} />;
}
