import { Plus, Trash2 } from 'lucide-react';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Input } from '../../../web/ui/Input.js';
import { Table, type TableColumn } from '../../../web/ui/Table.js';
import { fieldId, shownText, valueAt, valueCodec, type FormField, type InputPath, type RowColumn } from '../index.js';
import type { FormEditor } from './form-editor.js';

type Lines = Extract<FormField, { kind: 'rows' | 'list' }>;

/**
 * An array of the input as a table: rows of an array of objects, one column per key (`items` read with
 * name, qty, price), or the lines of a list that spills down, one value each. Rows are added at the end
 * and removed by their button.
 */
export function LinesField({ field, editor }: { field: Lines; editor: FormEditor }) {
  const value = valueAt(editor.state.input, field.path);
  const lines = Array.isArray(value) ? value : [];
  const rows = field.kind === 'rows';
  const noun = rows ? 'row' : 'line';
  const cell = (path: InputPath, column: RowColumn, name: string) => <CellInput path={path} column={column} name={name} editor={editor} />;
  const columns: TableColumn<number>[] = rows
    ? field.columns.map((column) => ({ header: column.key, renderCell: (line: number) => cell([...field.path, line, column.key], column, `${column.key}, row ${line + 1}`) }))
    : [{ header: 'Value', renderCell: (line: number) => cell([...field.path, line], { key: field.key, types: field.types }, `${field.key}, line ${line + 1}`) }];
  columns.push({
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    renderCell: (line) => (
      <IconButton icon={Trash2} size="sm" label={`Remove ${noun} ${line + 1}`} onClick={() => editor.set(field.path, lines.filter((_, index) => index !== line))} />
    ),
  });
  return (
    <fieldset className="input-group">
      <legend>{field.key}</legend>
      {lines.length > 0 && <Table label={field.key} columns={columns} rows={lines.map((_, index) => index)} rowKey={String} />}
      <Button size="sm" icon={Plus} className="input-add" onClick={() => editor.set(field.path, [...lines, rows ? {} : null])}>
        {rows ? 'Add row' : 'Add line'}
      </Button>
    </fieldset>
  );
}

/** One value of a row or line, named by its column and row for screen readers; its problem shown under it. */
function CellInput({ path, column, name, editor }: { path: InputPath; column: RowColumn; name: string; editor: FormEditor }) {
  const codec = valueCodec(column.types);
  const id = fieldId(path);
  const error = editor.errors.get(id);
  const errorId = `input-error-${id.replace(/[^\w-]/g, '_')}`;
  return (
    <>
      <Input
        aria-label={name}
        value={shownText(editor.state, path, codec)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => editor.type(path, codec, event.target.value)}
      />
      {error && (
        <p className="ui-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
