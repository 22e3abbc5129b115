import { useEffect, useState } from 'react';
import { castRequest } from './cast-api.js';

/**
 * The email of the user an admin is acting as, on the cast entry's pages for the account (the cast
 * editor and resizer), which load no session of their own; undefined when nobody is assumed or the
 * question could not be answered (the page works the same either way).
 */
export function useAssumedEmail(): string | undefined {
  const [email, setEmail] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    castRequest<{ user: { email: string; assumedBy?: string } }>('GET', '/api/user').then(
      ({ user }) => live && setEmail(user.assumedBy ? user.email : undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return email;
}
