import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';
import { changePassword } from './account-api.js';

/** Mirrors the server's rule (server/routes/password.ts), so the form explains it before a round trip. */
const MIN_LENGTH = 12;

interface Fields {
  readonly current: string;
  readonly next: string;
  readonly repeat: string;
}

const EMPTY: Fields = { current: '', next: '', repeat: '' };

/** The first problem with the new password, shown under its field once something is typed. */
function newPasswordError({ next }: Fields): string | undefined {
  if (next && next.length < MIN_LENGTH) return `The new password needs at least ${MIN_LENGTH} characters.`;
  return undefined;
}

function repeatError({ next, repeat }: Fields): string | undefined {
  return repeat && repeat !== next ? 'The two new passwords differ.' : undefined;
}

/** Changing one's own password: the current one, the new one twice; the user's other sessions end. */
export function PasswordForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [state, setState] = useState<{ saving: boolean; error?: string; done?: boolean }>({ saving: false });
  const ready = Boolean(fields.current && fields.next && fields.repeat) && !newPasswordError(fields) && !repeatError(fields) && !state.saving;
  const set = (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields({ ...fields, [field]: event.target.value });
    setState({ saving: false });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setState({ saving: true });
    try {
      await changePassword(fields.current, fields.next);
      setFields(EMPTY);
      setState({ saving: false, done: true });
    } catch (error) {
      setState({ saving: false, error: (error as Error).message });
    }
  };
  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form className="password-form" onSubmit={(event) => void submit(event)}>
        <TextField label="Current password" type="password" autoComplete="current-password" value={fields.current} onChange={set('current')} />
        <TextField label="New password" type="password" autoComplete="new-password" value={fields.next} onChange={set('next')} hint={`At least ${MIN_LENGTH} characters.`} error={newPasswordError(fields)} />
        <TextField label="New password again" type="password" autoComplete="new-password" value={fields.repeat} onChange={set('repeat')} error={repeatError(fields)} />
        {state.error && (
          <p className="ui-error" role="alert">
            {state.error}
          </p>
        )}
        {state.done && (
          <p className="account-done" role="status">
            Password changed. Your other sessions are signed out.
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!ready}>
          {state.saving ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}
