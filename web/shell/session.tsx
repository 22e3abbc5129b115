import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { api, ApiError } from '../api/client.js';
import type { User } from '../api/types.js';

interface Session {
  /** undefined while loading, null when nobody is logged in. */
  readonly user: User | null | undefined;
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}

/**
 * Loads the logged-in user once; a 401 means the login page. Any other failure leaves the app with
 * nothing it can show, so it is thrown during rendering and the fatal-error screen (Refresh) appears.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const reload = useCallback(async () => {
    try {
      setUser((await api.get<{ user: User }>('/api/user')).user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setUser(null);
      else
        setUser(() => {
          throw error;
        });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return <SessionContext.Provider value={{ user, reload }}>{children}</SessionContext.Provider>;
}
