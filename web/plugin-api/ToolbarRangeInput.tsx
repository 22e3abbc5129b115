import { RangeTextBox } from './RangeInput.js';
import { useMirroredRangeField } from './range-field.js';

/**
 * The toolbar's range input (SPEC section 2): while a form with a range is open in the sidebar (a named
 * range, a lock, a validation), it shows that form's range and typing here or switching sync here does
 * what it does in the form. With no such form open there is nothing to type a range for, so it is not shown.
 */
export function ToolbarRangeInput() {
  const field = useMirroredRangeField();
  if (!field) return null;
  return (
    <div className="toolbar-range" title={field.error ?? field.label}>
      <RangeTextBox label="Toolbar range" syncLabel="Sync toolbar range with selection" value={field.value} sync={field.sync} error={field.error} type={field.type} setSync={field.setSync} />
    </div>
  );
}
