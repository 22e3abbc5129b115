import { useState, type KeyboardEvent } from 'react';
import { useHost, selectionRangeText } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { TextField } from '../../../web/ui/Input.js';
import { Select } from '../../../web/ui/Select.js';
import { linkFormula, linkTargetOf, type LinkTarget } from '../link-formula.js';

const A_RANGE = 'range';

/**
 * Insert > Link (Ctrl/Cmd+K): the text to show and what to link to, a named range or a range (the
 * selection to start with); Insert writes `=RANGELINK(...)` in the active cell. A range that cannot be
 * read is named under its field and nothing changes.
 */
export function LinkDialog({ onClose }: { onClose(): void }) {
  const host = useHost();
  const { workbook, sheet, area, anchor } = host;
  // A named formula has no range to link to.
  const names = Object.values(workbook.namedRangesById).filter((range) => !range.invalid && range.formula === undefined);
  const [text, setText] = useState('');
  const [choice, setChoice] = useState(A_RANGE);
  const [rangeText, setRangeText] = useState(() => selectionRangeText(sheet, area));
  const [error, setError] = useState<string>();
  const target: LinkTarget = choice === A_RANGE ? { kind: 'range', text: rangeText } : { kind: 'name', id: choice };

  const insert = async () => {
    const result = linkTargetOf(workbook, target, sheet.name);
    if (!result.ok) return setError(result.error);
    // A named range shows its name unless told otherwise; a range shows RANGELINK's own 'Link'.
    const shown = text.trim() || (target.kind === 'name' ? result.reference : '');
    onClose();
    await host.run('workbook.set-cell', { sheetId: sheet.id, row: anchor.row, col: anchor.col, text: linkFormula(result.reference, shown) });
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void insert();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Link"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => void insert()}>
            Insert
          </Button>
        </>
      }
    >
      <TextField label="Text" value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onEnter} hint="Shown in the cell; when empty, the named range's name or 'Link'." />
      <Select
        label="Link to"
        showLabel
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(undefined);
        }}
        options={[{ value: A_RANGE, label: 'A range' }, ...names.map((range) => ({ value: range.id, label: range.name }))]}
      />
      {choice === A_RANGE && (
        <TextField
          label="Range"
          value={rangeText}
          error={error}
          onChange={(event) => {
            setRangeText(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onEnter}
          hint="Such as B2:C8 or Sheet2!A1."
        />
      )}
      {choice !== A_RANGE && error && (
        <p className="ui-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
