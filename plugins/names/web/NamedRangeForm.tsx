
import { useMemo, useState } from 'react';
import { computeOutputs } from '../outputs.js';
import { RangeInput, useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { TextField } from '../../../web/ui/Input.js';
import { outputKey } from '../validation.js';
import { clean, formErrors, hasErrors, keyColumns, saveCommand, type NamedRangeForm as Form } from './form-state.js';

export interface NamedRangeFormProps {
  readonly initial: Form;
  onClose(): void;
}

/**
 * The add and edit form (SPEC sections 4 and 5): name, range (synced with the selection), output flag,
 * output name and column keys for multi-column ranges, each with its message; Save is disabled while
 * any field is wrong, Cancel closes. A saved output shows its current value. A named formula's form has
 * its name and its formula as text instead of a range and outputs.
 */
export function NamedRangeForm({ initial, onClose }: NamedRangeFormProps) {
  const host = useHost();
  const { workbook, session } = host;
  // The editor renders again when computed values change; the output value is read then.
  const revision = session.revision$.value;
  const [form, setForm] = useState(initial);
  const [sync, setSync] = useState(initial.id === undefined && initial.formula === undefined);
  const errors = formErrors(workbook, form);
  const columns = form.output ? keyColumns(workbook, form.range) : [];
  const saved = form.id ? workbook.namedRangesById[form.id] : undefined;
  const outputValue = useMemo(() => {
    if (!saved?.output) return undefined;
    const outputs = computeOutputs({ ...workbook, namedRangesById: { [saved.id]: saved } }, (sheetId, row, col) => session.engine.getValue(sheetId, row, col));
    return JSON.stringify(outputs[outputKey(saved).split('.')[0]], null, 1);
  }, [saved, workbook, session.engine, revision]);

  const save = async () => {
    const command = saveCommand(workbook, form);
    if (await host.run(command.id, command.params)) onClose();
  };
  return (
    <form
      className="sidebar-form"
      aria-label={form.id ? `Edit ${initial.name}` : form.formula !== undefined ? 'New named formula' : 'New named range'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!hasErrors(errors)) void save();
      }}
    >
      <TextField label="Name" value={form.name} error={errors.name} onChange={(event) => setForm({ ...form, name: clean.name(event.target.value) })} />
      {form.formula !== undefined ? (
        <TextField
          label="Formula"
          hint="The name stands for this formula where it is used; references without $ move with the cell using it (as from A1)."
          value={form.formula}
          error={errors.formula}
          spellCheck={false}
          onChange={(event) => setForm({ ...form, formula: event.target.value })}
        />
      ) : (
        <>
          <RangeInput label="Range" value={form.range} error={errors.range} sync={sync} onSyncChange={setSync} onChange={(range) => setForm((current) => ({ ...current, range }))} />
          <Checkbox label="Output" checked={form.output} onCheckedChange={(output) => setForm({ ...form, output })} />
        </>
      )}
      {form.output && (
        <TextField label="Output name" hint="Optional: the output's key (dots nest objects)" value={form.outputName} error={errors.outputName} onChange={(event) => setForm({ ...form, outputName: clean.outputName(event.target.value) })} />
      )}
      {columns.map((column) => (
        <TextField
          key={column.id}
          label={`Column ${column.letter} key`}
          value={form.columnOutputs[column.id] ?? ''}
          onChange={(event) => setForm({ ...form, columnOutputs: { ...form.columnOutputs, [column.id]: clean.columnKey(event.target.value) } })}
        />
      ))}
      {errors.columnOutputs && (
        <p className="ui-error" role="alert">
          {errors.columnOutputs}
        </p>
      )}
      {outputValue !== undefined && (
        <div className="ui-field">
          <span className="ui-label">Output value</span>
          <pre className="output-value" aria-label="Output value">
            {outputValue}
          </pre>
        </div>
      )}
      <div className="sidebar-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={hasErrors(errors)}>
          Save
        </Button>
      </div>
    </form>
  );
}
