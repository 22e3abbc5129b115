import { UserRoundCog } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../ui/Button.js';
import './assume-banner.css';

/** Where Stop leaves the admin: the users list, where the next user to act as is found. */
const STOP_ACTION = `/api/admin/assume/end?redirect=${encodeURIComponent('/app/admin/users')}`;

/**
 * The persistent banner of an admin acting as another user (after Assume), on every page while it lasts:
 * "You are acting as jane@acme.test - Stop". Unlike the admin header it cannot be hidden, so nobody
 * forgets whose account their clicks change. Stop is a form's POST: it changes the session.
 */
export function AssumeBanner({ email }: { readonly email: string }) {
  useEffect(() => {
    document.body.classList.add('with-assume-banner');
    return () => document.body.classList.remove('with-assume-banner');
  }, []);
  return (
    <div className="assume-banner" role="region" aria-label="Acting as another user">
      <UserRoundCog size={16} aria-hidden />
      <span>You are acting as {email}</span>
      <span aria-hidden>-</span>
      <form method="post" action={STOP_ACTION} className="assume-banner-form">
        <Button type="submit" size="sm" variant="secondary">
          Stop
        </Button>
      </form>
    </div>
  );
}
