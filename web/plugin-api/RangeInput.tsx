import { Link2, Link2Off } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { parseRangeText } from '../../plugins/names/ranges.js';
import { IconButton } from '../ui/Button.js';
import { Input } from '../ui/Input.js';
import { useHost } from './host.js';
import { useMirrorRangeField } from './range-field.js';
import { selectionRangeText } from './range-text.js';

export interface RangeInputProps {
  /** The field's label ("Range"). */
  readonly label: string;
  readonly value: string;
  onChange(text: string): void;
  /** Following the selection (SPEC section 4 "Range input sync"). */
  readonly sync: boolean;
  onSyncChange(sync: boolean): void;
  /** The form's message for this field, if any. */
  readonly error?: string;
}

/**
 * A range typed as 'Sheet1!A1:B4' or synced with the selection: while sync is on the text follows the
 * grid's selection, and a valid typed range selects those cells in the grid; Enter turns sync off
 * (SPEC section 4). Forms of every plugin (named ranges, locks, validation...) use this one, and the
 * toolbar's range input types into it while its form is open (`useMirrorRangeField`).
 */
export function RangeInput({ label, value, onChange, sync, onSyncChange, error }: RangeInputProps) {
  const host = useHost();
  const { workbook, sheet, area, kernel } = host;
  const id = useId();
  const typed = useRef(false);
  const selected = selectionRangeText(sheet, area);
  useEffect(() => {
    // The selection moved: a synced field follows, unless the move was the grid following what was typed.
    if (!sync || typed.current) {
      typed.current = false;
      return;
    }
    if (value !== selected) onChange(selected);
  }, [selected, sync]);

  const type = (text: string) => {
    onChange(text);
    if (!sync) return;
    const parsed = parseRangeText(text, workbook);
    if (!parsed.ok) return;
    const { sheetId, top, left, bottom, right } = parsed.area;
    typed.current = true;
    if (sheetId !== sheet.id) kernel.view.run('view.set-active-sheet', { sheetId, cell: { row: top, col: left } });
    kernel.view.run('view.select', { sheetId, anchor: { row: top, col: left }, focus: { row: bottom, col: right } });
  };
  useMirrorRangeField({ label, value, sync, error, type, setSync: onSyncChange });
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={id}>
        {label}
      </label>
      <RangeTextBox id={id} value={value} sync={sync} error={error} type={type} setSync={onSyncChange} syncLabel="Sync range with selection" />
      {error && (
        <p className="ui-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface RangeTextBoxProps {
  readonly id?: string;
  readonly label?: string;
  readonly syncLabel: string;
  readonly value: string;
  readonly sync: boolean;
  readonly error?: string;
  type(text: string): void;
  setSync(sync: boolean): void;
}

/** The text box and its sync toggle, shared by a form's range input and the toolbar's. Enter turns sync off. */
export function RangeTextBox({ id, label, syncLabel, value, sync, error, type, setSync }: RangeTextBoxProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setSync(false);
  };
  return (
    <div className="range-input">
      <Input
        id={id}
        aria-label={label}
        value={value}
        placeholder="Sheet1!A1:B4"
        aria-invalid={error ? true : undefined}
        aria-describedby={error && id ? `${id}-error` : undefined}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton icon={sync ? Link2 : Link2Off} label={syncLabel} pressed={sync} size="sm" onClick={() => setSync(!sync)} />
    </div>
  );
}
