import { Checkbox } from '../../../web/ui/Checkbox.js';
import { TextField } from '../../../web/ui/Input.js';
import { TextAreaField } from '../../../web/ui/TextArea.js';
import { codecOf, fieldId, INPUT_MESSAGES, shownText, valueAt, type FormField } from '../index.js';
import type { FormEditor } from './form-editor.js';
import { LinesField } from './LinesField.js';

/** One field of the Input form, by its kind: a typed value, a group of fields, rows or lines, or JSON. */
export function FieldView({ field, editor }: { field: FormField; editor: FormEditor }) {
  switch (field.kind) {
    case 'group':
      return (
        <fieldset className="input-group">
          <legend>{field.key}</legend>
          {field.fields.map((child) => <FieldView key={child.key} field={child} editor={editor} />)}
        </fieldset>
      );
    case 'rows':
    case 'list':
      return <LinesField field={field} editor={editor} />;
    case 'json':
      return <JsonField field={field} editor={editor} />;
    case 'value':
      return field.types.length === 1 && field.types[0] === 'boolean' ? <BooleanField field={field} editor={editor} /> : <ValueField field={field} editor={editor} />;
  }
}

type Of<K extends FormField['kind']> = Extract<FormField, { kind: K }>;

function ValueField({ field, editor }: { field: Of<'value'>; editor: FormEditor }) {
  const codec = codecOf(field);
  const numeric = field.types.length === 1 && field.types[0] === 'number';
  return (
    <TextField
      label={field.key}
      value={shownText(editor.state, field.path, codec)}
      inputMode={numeric ? 'decimal' : undefined}
      hint={field.types.length === 0 ? INPUT_MESSAGES.anyHint : undefined}
      error={editor.errors.get(fieldId(field.path))}
      onChange={(event) => editor.type(field.path, codec, event.target.value)}
    />
  );
}

function BooleanField({ field, editor }: { field: Of<'value'>; editor: FormEditor }) {
  return <Checkbox label={field.key} checked={valueAt(editor.state.input, field.path) === true} onCheckedChange={(checked) => editor.set(field.path, checked)} />;
}

function JsonField({ field, editor }: { field: Of<'json'>; editor: FormEditor }) {
  const codec = codecOf(field);
  return (
    <TextAreaField
      label={`${field.key} (JSON)`}
      spellCheck={false}
      value={shownText(editor.state, field.path, codec)}
      error={editor.errors.get(fieldId(field.path))}
      onChange={(event) => editor.type(field.path, codec, event.target.value)}
    />
  );
}
