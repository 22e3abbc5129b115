import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.js';
import { Dialog } from '../ui/Dialog.js';
import { TextField } from '../ui/Input.js';
import { List } from '../ui/List.js';
import { RadioGroup, type RadioOption } from '../ui/RadioGroup.js';
import { addUser, createUser, type AdminAccount } from './admin-api.js';
import { UserSearchResults } from './UserSearchResults.js';
import { useUserSearch } from './use-user-search.js';

type Mode = 'create' | 'existing';

const MODES: readonly RadioOption<Mode>[] = [
  { value: 'create', label: 'Create new' },
  { value: 'existing', label: 'Add existing' },
];

/**
 * The "Add user" modal (SPEC sections 2 and 5): "Create new" (Email, Password, Create: disabled while either
 * is empty or the request is on its way) or "Add existing" (search, click a user); Cancel. A refusal is shown
 * in the modal, which stays open.
 */
export function AddUserDialog({ account, open, onClose, onAdded }: { account: AdminAccount; open: boolean; onClose(): void; onAdded(): void }) {
  const [mode, setMode] = useState<Mode>('create');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [query, setQuery] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const search = useUserSearch(mode === 'existing' ? query : '', { searchAccounts: false, allowOrphans: true });
  const close = () => {
    setMode('create');
    setEmail('');
    setPassword('');
    setQuery('');
    setError(undefined);
    onClose();
  };
  const run = async (what: string, action: () => Promise<unknown>) => {
    if (submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await action();
      onAdded();
      close();
    } catch (failure) {
      console.error(`${what} failed`, failure);
      setError(`${what} failed: ${(failure as Error).message}`);
    } finally {
      setSubmitting(false);
    }
  };
  const canCreate = email.trim() !== '' && password !== '' && !submitting;
  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    if (canCreate) void run('Creating the user', () => createUser(account.id, email.trim(), password));
  };
  const members = new Set(account.users.map((user) => user.id));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !submitting && close()}
      title="Add user"
      description={`To ${account.name}`}
      width="md"
      actions={
        <>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          {mode === 'create' && (
            <Button variant="primary" type="submit" form="add-user-new" disabled={!canCreate}>
              Create
            </Button>
          )}
        </>
      }
    >
      <div className="admin-dialog-body">
        <RadioGroup<Mode> label="How to add the user" value={mode} options={MODES} onChange={setMode} disabled={submitting} />
        {mode === 'create' ? (
          <form id="add-user-new" className="admin-form" onSubmit={submitNew}>
            <TextField label="Email" type="email" autoComplete="off" value={email} disabled={submitting} onChange={(event) => setEmail(event.target.value)} />
            <TextField label="Password" type="password" hint="At least 12 characters" autoComplete="new-password" value={password} disabled={submitting} onChange={(event) => setPassword(event.target.value)} />
          </form>
        ) : (
          <div className="admin-form">
            <TextField label="Search users" type="search" hint="Email or user id" value={query} disabled={submitting} onChange={(event) => setQuery(event.target.value)} />
            <UserSearchResults
              search={search}
              query={query}
              render={(users) => (
                <List
                  label="Users found"
                  items={users}
                  itemKey={(user) => String(user.id)}
                  renderItem={(user) => (
                    <Button
                      variant="ghost"
                      className="admin-pick"
                      disabled={submitting || members.has(user.id)}
                      onClick={() => void run('Adding the user', () => addUser(account.id, user.id))}
                    >
                      <span>{user.email}</span> <span className="admin-id">{user.id}</span>
                      {members.has(user.id) && <span className="admin-muted"> (already in this account)</span>}
                    </Button>
                  )}
                />
              )}
            />
          </div>
        )}
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
