import { useState } from 'react';
import { Button } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { TextField } from '../../../web/ui/Input.js';
import { Select } from '../../../web/ui/Select.js';
import type { FindOptions } from '../options.js';
import type { FindState } from './find-session.js';

export interface ReplaceDialogProps {
  readonly state: FindState;
  onOptions(patch: Partial<FindOptions>): void;
  /** Moves to the next match; false when there is none. */
  onFind(): boolean;
  /** Replaces in the current match and moves on; resolves to a message for the status line. */
  onReplace(replacement: string): Promise<string>;
  onReplaceAll(replacement: string): Promise<string>;
  onClose(): void;
}

type Check = 'matchCase' | 'wholeCell' | 'regex' | 'inFormulas';

const CHECKS: readonly { option: Check; label: string }[] = [
  { option: 'matchCase', label: 'Match case' },
  { option: 'wholeCell', label: 'Match entire cell contents' },
  { option: 'regex', label: 'Search using regular expressions' },
  { option: 'inFormulas', label: 'Also search within formulas' },
];

/** Edit > Find and replace (Ctrl/Cmd+Shift+H): find, replace one, replace all as one undo step. */
export function ReplaceDialog({ state, onOptions, onFind, onReplace, onReplaceAll, onClose }: ReplaceDialogProps) {
  const [replacement, setReplacement] = useState('');
  const [status, setStatus] = useState('');
  const { options } = state;
  const empty = options.query === '' || state.error !== undefined;
  const act = (work: () => Promise<string>) => () => void work().then(setStatus);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Find and replace"
      width="md"
      actions={
        <>
          <Button onClick={() => setStatus(onFind() ? '' : 'No results found.')} disabled={empty}>
            Find
          </Button>
          <Button onClick={act(() => onReplace(replacement))} disabled={empty}>
            Replace
          </Button>
          <Button onClick={act(() => onReplaceAll(replacement))} disabled={empty}>
            Replace all
          </Button>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <div className="find-dialog">
        <TextField label="Find" value={options.query} error={state.error} onChange={(event) => onOptions({ query: event.target.value })} />
        <TextField label="Replace with" value={replacement} onChange={(event) => setReplacement(event.target.value)} />
        <Select
          label="Search"
          showLabel
          value={options.allSheets ? 'all' : 'this'}
          options={[
            { value: 'all', label: 'All sheets' },
            { value: 'this', label: 'This sheet' },
          ]}
          onChange={(value) => onOptions({ allSheets: value === 'all' })}
        />
        {CHECKS.map(({ option, label }) => (
          <Checkbox key={option} label={label} checked={Boolean(options[option])} onCheckedChange={(checked) => onOptions({ [option]: checked })} />
        ))}
        <p className="find-dialog-status" role="status">
          {status}
        </p>
      </div>
    </Dialog>
  );
}
