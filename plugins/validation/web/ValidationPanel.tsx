import { useEffect, useState } from 'react';
import { parseRangeText } from '../../names/index.js';
import { type CellValidation, VALIDATION_TYPES, type ValidationType } from '../../workbook/model/index.js';
import { RangeInput, selectionRangeText, useHost, useSubject } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { TextField } from '../../../web/ui/Input.js';
import { Select } from '../../../web/ui/Select.js';
import { cleanValidation } from '../commands.js';
import { configurationError, inputCount, inputKind, MISSING_INFORMATION } from '../configuration.js';
import { validationHelpText } from '../help-text.js';
import { proposedValidation } from './validation-menu.js';
import { inputLabels, NEW_VALIDATION, VALIDATION_LABELS } from './validation-options.js';

/**
 * The Data Validation section: the validation of a range (synced with the selection), its kind, its
 * inputs, its help text; a configuration error shows under 'Missing information' and Save waits for
 * it to be fixed (SPEC section 5). Remove takes the range's validations away.
 */
export function ValidationPanel() {
  const host = useHost();
  const { workbook, sheet, area, activeCell } = host;
  const [range, setRange] = useState(() => selectionRangeText(sheet, area));
  const [sync, setSync] = useState(true);
  const [validation, setValidation] = useState<CellValidation>(() => activeCell?.data?.validation ?? NEW_VALIDATION);
  // Insert > Dropdown: start again on the selection from the validation it proposes, open or not.
  const proposed = useSubject(proposedValidation);
  useEffect(() => {
    if (!proposed) return;
    setValidation(proposed);
    setRange(selectionRangeText(sheet, area));
    setSync(true);
    proposedValidation.next(null);
    // Only a new proposal restarts the form: the selection is read as it is then, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [proposed]);
  const parsed = parseRangeText(range, workbook);
  const problem = configurationError(cleanValidation(validation), workbook);
  const kind = inputKind(validation.type);
  const [label1, label2] = inputLabels(kind);
  // A list comes from a named range's cells: a named formula has none.
  const names = Object.values(workbook.namedRangesById).filter((named) => !named.invalid && named.formula === undefined);
  const target = parsed.ok ? { sheetId: parsed.area.sheetId, area: parsed.area } : undefined;

  const apply = (id: 'validation.set' | 'validation.clear') => {
    if (!target) return;
    void host.run(id, id === 'validation.set' ? { ...target, validation } : target);
  };
  const set = (patch: Partial<CellValidation>) => setValidation((current) => ({ ...current, ...patch }));
  return (
    <form
      className="sidebar-form"
      aria-label="Data validation"
      onSubmit={(event) => {
        event.preventDefault();
        if (target && !problem) apply('validation.set');
      }}
    >
      <RangeInput label="Apply to range" value={range} onChange={setRange} sync={sync} onSyncChange={setSync} error={parsed.ok ? undefined : parsed.error} />
      <Select<ValidationType>
        label="Criteria"
        showLabel
        value={validation.type}
        options={VALIDATION_TYPES.map((type) => ({ value: type, label: VALIDATION_LABELS[type] }))}
        onChange={(type) => set({ type })}
      />
      {kind === 'namedrange' && names.length > 0 && (
        <Select label="Named range" showLabel value={validation.input1 || undefined} placeholder="Choose a named range" options={names.map((named) => ({ value: named.name, label: named.name }))} onChange={(input1) => set({ input1 })} />
      )}
      {kind !== 'none' && kind !== 'namedrange' && <TextField label={label1} value={validation.input1 ?? ''} onChange={(event) => set({ input1: event.target.value })} />}
      {inputCount(validation.type) === 2 && <TextField label={label2} value={validation.input2 ?? ''} onChange={(event) => set({ input2: event.target.value })} />}
      {problem && (
        <div className="missing-information" role="alert">
          <strong>{MISSING_INFORMATION}</strong>
          <p>{problem}</p>
        </div>
      )}
      <Checkbox label="Show help text" checked={validation.showHelpText === true} onCheckedChange={(showHelpText) => set({ showHelpText })} />
      {validation.showHelpText && (
        <TextField label="Help text" placeholder={validationHelpText({ ...validation, helpText: undefined })} value={validation.helpText ?? ''} onChange={(event) => set({ helpText: event.target.value })} />
      )}
      <div className="sidebar-actions">
        <Button variant="danger" disabled={!target} onClick={() => apply('validation.clear')}>
          Remove validation
        </Button>
        <Button type="submit" variant="primary" disabled={!target || problem !== undefined}>
          Save
        </Button>
      </div>
    </form>
  );
}
