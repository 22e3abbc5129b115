import { Sheet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { api, ApiError } from '../api/client.js';
import { useSession } from '../shell/session.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';

/** Email and password login; on success the session reloads and the app shows the requested page. */
export function LoginPage() {
  const { reload } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.post('/api/session', { email, password });
      await reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not log in.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="login-screen">
      <div className="login card">
        <div className="brand">
          <Sheet size={28} aria-hidden />
          Gridcast
        </div>
        <h1>Log in to Gridcast</h1>
        <form onSubmit={(event) => void submit(event)}>
          <TextField label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Logging in...' : 'Log in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
