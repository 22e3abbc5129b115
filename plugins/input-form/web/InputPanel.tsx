import { FormInput } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DataPresetPicker, useHost, useSubject, type ShadowInput } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { inputSchema, testShadowInputs } from '../../template-function/index.js';
import { changedFrom, fittedForm, formErrors, formState, inputForm, INPUT_MESSAGES, setValue, typeText, type FormState } from '../index.js';
import type { FormEditor } from './form-editor.js';
import { FieldView } from './FieldView.js';
import './input-panel.css';

/** A grid's Input section (shadow mode): the form of its input. */
export function InputPanel() {
  const { shadow } = useHost();
  return shadow ? <InputForm input={shadow.input} /> : null;
}

/**
 * The grid's input as a form derived from its template's input schema, prefilled with the input the grid
 * has (or one filled in and not saved yet), checked as it is typed. Save applies it (the grid recomputes at
 * once) and saves it with the grid; a data preset fills the form in.
 */
function InputForm({ input }: { input: ShadowInput }) {
  const { workbook, save } = useHost();
  const applied = useSubject(input.applied$);
  const status = useSubject(save.status$);
  // Fields are typed by the template's test shadows and by the input the grid had when the form opened.
  const [opened] = useState(applied);
  const schema = useMemo(() => inputForm(inputSchema(workbook, [...testShadowInputs(workbook), opened])), [workbook, opened]);
  const [start, setStart] = useState<unknown>(() => input.pending ?? applied);
  const [state, setState] = useState<FormState>(() => formState(start));
  // The input changed elsewhere (another tab of the grid, over the live channel): a form left as it was follows it.
  const [base, setBase] = useState(applied);
  if (applied !== base) {
    setBase(applied);
    if (!changedFrom(state, base)) {
      setStart(applied);
      setState(formState(applied));
    }
  }
  const fields = useMemo(() => fittedForm(schema, start), [schema, start]);
  const errors = formErrors(fields, state);
  const valid = errors.size === 0;
  const changed = changedFrom(state, applied);
  // What is filled in waits for Save, also the top bar's, and keeps the grid unsaved meanwhile.
  useEffect(() => input.propose(valid && changed ? state.input : undefined), [input, state, valid, changed]);

  const restart = (next: unknown) => {
    setStart(next);
    setState(formState(next));
  };
  const editor: FormEditor = {
    state,
    errors,
    type: (path, codec, text) => setState((current) => typeText(current, path, codec, text)),
    set: (path, value) => setState((current) => setValue(current, path, value)),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !changed) return;
    input.propose(state.input);
    void save.save();
  };
  return (
    <>
      <div className="sidebar-toolbar">
        <DataPresetPicker onPick={restart} />
      </div>
      <form className="input-form" onSubmit={submit} noValidate>
        {fields.length === 0 ? <EmptyState icon={FormInput} title={INPUT_MESSAGES.noInputs} /> : fields.map((field) => <FieldView key={field.key} field={field} editor={editor} />)}
        <div className="sidebar-actions">
          <Button disabled={!changed && valid} onClick={() => restart(applied)}>
            Discard changes
          </Button>
          <Button type="submit" variant="primary" disabled={!valid || !changed || status === 'saving'}>
            {status === 'saving' ? 'Saving...' : 'Save input'}
          </Button>
        </div>
      </form>
    </>
  );
}
