import { useEffect, useState } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { assume } from './admin-api.js';

/**
 * /app/admin/assume?userId=&accountId=&redirect=: asks the server to act as the user (the same path under
 * /api), then opens the answer's final URL with a full load, since everything cached belongs to the admin.
 */
export function AssumePage() {
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    assume(location.pathname, location.search).then(
      (url) => current && location.assign(url),
      (failure: unknown) => {
        console.error('Assuming the user failed', failure);
        if (current) setError((failure as Error).message);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return error ? <LoadFailed what="the user to assume" error={error} /> : <Loading />;
}
