import { useState, type KeyboardEvent } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { TextField } from '../../../web/ui/Input.js';
import { tableNameError } from '../names.js';

/**
 * A table's settings: its name (formulas naming it follow a rename), whether it shows its header and
 * totals rows, banded rows, and Delete table, which keeps the cells (Excel's "Convert to Range"). Save
 * runs one tables.update, so the changes are one undo step; a refusal shows in the alert dialog.
 */
export function TableDialog({ tableId, onClose }: { tableId: string; onClose(): void }) {
  const host = useHost();
  const table = host.workbook.tablesById?.[tableId];
  const [name, setName] = useState(table?.name ?? '');
  const [headerRow, setHeaderRow] = useState(table?.headerRow ?? true);
  const [totalsRow, setTotalsRow] = useState(table?.totalsRow ?? false);
  const [bandedRows, setBandedRows] = useState(table?.bandedRows !== false);
  const [error, setError] = useState<string>();
  if (!table) return null;

  const save = async () => {
    const trimmed = name.trim();
    const problem = trimmed === table.name ? undefined : tableNameError(trimmed, host.workbook, table.id);
    if (problem) return setError(problem);
    const changes = {
      ...(trimmed !== table.name ? { name: trimmed } : {}),
      ...(headerRow !== table.headerRow ? { headerRow } : {}),
      ...(totalsRow !== table.totalsRow ? { totalsRow } : {}),
      ...(bandedRows !== (table.bandedRows !== false) ? { bandedRows } : {}),
    };
    onClose();
    if (Object.keys(changes).length > 0) await host.run('tables.update', { id: table.id, ...changes });
    host.focusGrid();
  };
  const remove = async () => {
    onClose();
    await host.run('tables.delete', { id: table.id });
    host.focusGrid();
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Table settings"
      actions={
        <>
          <Button variant="danger" onClick={() => void remove()}>
            Delete table
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <TextField
        label="Table name"
        value={name}
        error={error}
        hint="Formulas name the table by it: Sales[Amount]."
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onEnter}
      />
      <Checkbox label="Header row" checked={headerRow} onCheckedChange={setHeaderRow} />
      <Checkbox label="Totals row" checked={totalsRow} onCheckedChange={setTotalsRow} />
      <Checkbox label="Banded rows" checked={bandedRows} onCheckedChange={setBandedRows} />
      <p className="ui-hint">Delete table keeps its cells; formulas that named the table then name the cells.</p>
    </Dialog>
  );
}
