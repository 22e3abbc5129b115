import { useId, useRef, useState } from 'react';
import { useDataPresets } from '../plugin-api/data-presets.js';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Input.js';
import { Select } from '../ui/Select.js';
import { startingInputs, type StartingInput, type TestShadowInput } from './starting-inputs.js';

export interface NewGrid {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

/**
 * The configure page's New Grid: a name and the input the grid starts with: the template's first test
 * shadow's (chosen when there is one, so the grid opens computed), a data preset's, or none.
 */
export function NewGridDialog({ testShadow, onClose }: { testShadow: TestShadowInput | undefined; onClose(grid: NewGrid | undefined): void }) {
  const presets = useDataPresets();
  const choices = startingInputs(testShadow, presets ?? []);
  const [name, setName] = useState('Untitled grid');
  const [chosen, setChosen] = useState<string>(choices[0].value);
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const error = name.trim() === '' ? "Name can't be blank" : undefined;
  const starting: StartingInput = choices.find((choice) => choice.value === chosen) ?? choices[0];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(undefined)}
      title="New Grid"
      closeButton={false}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        nameRef.current?.select();
      }}
      actions={
        <>
          <Button onClick={() => onClose(undefined)}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" disabled={error !== undefined}>
            Create
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="new-grid-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) onClose({ name: name.trim(), input: starting.input });
        }}
      >
        <TextField ref={nameRef} label="Name" value={name} error={error} onChange={(event) => setName(event.target.value)} />
        <Select label="Starting input" showLabel value={starting.value} options={choices} onChange={setChosen} />
      </form>
    </Dialog>
  );
}
