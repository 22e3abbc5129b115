import { useId, useState } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { TextField } from '../../../web/ui/Input.js';
import type { UserFunction } from '../../workbook/model/index.js';
import { userFunctionNameError } from '../commands.js';

export interface FunctionDialogProps {
  /** The function edited; absent when adding one. */
  readonly edited?: UserFunction;
  onClose(): void;
}

const EXAMPLE = 'function DOUBLE(x) {\n  return x * 2;\n}';

/**
 * The add/edit function modal (SPEC section 2): a name checked by every rule of SPEC section 5 as it is
 * typed, and the script defining a JavaScript function of that name. Apply is disabled while the name
 * has an error; the script's own failures show in the cells that call it (#ERROR!).
 */
export function FunctionDialog({ edited, onClose }: FunctionDialogProps) {
  const { workbook, run } = useHost();
  const [name, setName] = useState(edited?.name ?? '');
  const [text, setText] = useState(edited?.text ?? '');
  // A new function's blank name is not called an error before anything was typed; Apply is off anyway.
  const [touched, setTouched] = useState(edited !== undefined);
  const scriptId = useId();
  const error = userFunctionNameError(workbook, name, edited?.name);
  const apply = async () => {
    if (error) return;
    const ran = edited
      ? await run('user-functions.update', { name: edited.name, newName: name, text })
      : await run('user-functions.add', { name, text });
    if (ran) onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={edited ? 'Edit function' : 'Add function'}
      width="lg"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={error !== undefined} onClick={() => void apply()}>
            Apply
          </Button>
        </>
      }
    >
      <div className="user-function-form">
        <TextField
          label="Name"
          value={name}
          autoComplete="off"
          spellCheck={false}
          error={touched ? error : undefined}
          hint="Call it in a formula by this name, e.g. =DOUBLE(A1)."
          onChange={(event) => {
            setTouched(true);
            setName(event.target.value);
          }}
        />
        <div className="ui-field">
          <label className="ui-label" htmlFor={scriptId}>
            Script
          </label>
          <textarea
            id={scriptId}
            className="ui-input user-function-script"
            spellCheck={false}
            rows={12}
            placeholder={EXAMPLE}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="ui-hint">
            Define a JavaScript function with the name above. It gets the formula's arguments (a range as an array of rows) and returns a number, text, a boolean or
            an array; it runs in a sandbox without access to the page and is stopped after 500 ms.
          </p>
        </div>
      </div>
    </Dialog>
  );
}
