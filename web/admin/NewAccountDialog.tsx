import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Input.js';
import { createAccount, type AdminAccount } from './admin-api.js';

/**
 * The "New account" modal (SPEC sections 2 and 5): Name, Cancel, Create; Create is disabled while the name
 * is empty or the request is on its way. A refusal is shown in the modal, which stays open.
 */
export function NewAccountDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(account: AdminAccount): void }) {
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setName('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      onCreated(await createAccount(name.trim()));
      close();
    } catch (failure) {
      console.error('Creating the account failed', failure);
      setError(`The account could not be created: ${(failure as Error).message}`);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !submitting && close()}
      title="New account"
      actions={
        <>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="new-account" disabled={!name.trim() || submitting}>
            Create
          </Button>
        </>
      }
    >
      <form id="new-account" onSubmit={(event) => void submit(event)}>
        <TextField label="Name" value={name} maxLength={250} disabled={submitting} onChange={(event) => setName(event.target.value)} error={error} autoFocus />
      </form>
    </Dialog>
  );
}
