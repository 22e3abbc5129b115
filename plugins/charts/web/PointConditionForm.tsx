import { useState } from 'react';
import { Button } from '../../../web/ui/Button.js';
import { TextField } from '../../../web/ui/Input.js';
import { Select } from '../../../web/ui/Select.js';
import type { PointCondition, PointConditionType } from '../model.js';
import { POINT_CONDITION_LABELS, POINT_CONDITION_ORDER, pointConditionProblems, takesTwoInputs } from '../point-conditions.js';
import { ColorField } from './fields.js';

const NEW_CONDITION: PointCondition = { type: 'number_greater', input1: '', input2: '', format: { color: '#e15759' } };

/**
 * One conditional point colour being written: a condition on a number and the colour points meeting it
 * take. Nothing changes until Save; Cancel leaves the chart as it was. Save waits for numbers.
 */
export function PointConditionForm({ name, initial = NEW_CONDITION, onSave, onCancel }: {
  name: string; initial?: PointCondition; onSave(condition: PointCondition): void; onCancel(): void;
}) {
  const [draft, setDraft] = useState<PointCondition>(initial);
  const problems = pointConditionProblems(draft);
  const shown = (text: string | undefined, problem: string | undefined) => (text && text.trim() !== '' ? problem : undefined);
  const set = (fields: Partial<PointCondition>) => setDraft({ ...draft, ...fields });
  return (
    <div className="chart-line" role="group" aria-label={`${name} conditional color`}>
      <Select<PointConditionType> size="sm" label="Condition" showLabel value={draft.type}
        options={POINT_CONDITION_ORDER.map((type) => ({ value: type, label: POINT_CONDITION_LABELS[type] }))}
        onChange={(type) => set({ type })} />
      <TextField label="Value" inputMode="decimal" value={draft.input1 ?? ''} error={shown(draft.input1, problems.input1)}
        onChange={(event) => set({ input1: event.target.value })} />
      {takesTwoInputs(draft.type) && (
        <TextField label="Second value" inputMode="decimal" value={draft.input2 ?? ''} error={shown(draft.input2, problems.input2)}
          onChange={(event) => set({ input2: event.target.value })} />
      )}
      <ColorField label="Condition color" value={draft.format.color} onChange={(color) => set({ format: { color } })} />
      <div className="chart-row">
        <Button size="sm" onClick={onCancel}>Cancel</Button>
        <Button size="sm" variant="primary" disabled={Object.keys(problems).length > 0}
          onClick={() => onSave({ ...draft, input1: draft.input1?.trim(), input2: takesTwoInputs(draft.type) ? draft.input2?.trim() : '' })}>Save</Button>
      </div>
    </div>
  );
}
