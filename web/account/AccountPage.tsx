import { useCallback } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useSession } from '../shell/session.js';
import { useLoad } from '../shell/use-load.js';
import { loadAccount, loadWebhooks } from './account-api.js';
import { ApiKeyField } from './ApiKeyField.js';
import { BrandingFonts } from './BrandingFonts.js';
import { PasswordForm } from './PasswordForm.js';
import { Webhooks } from './Webhooks.js';
import './account.css';

/** /app/account (SPEC section 2): the account's ID, name and API key, the user's ID and email, webhooks. */
export function CurrentAccountPage() {
  const { user } = useSession();
  const loader = useCallback(async () => {
    const [account, webhooks] = await Promise.all([loadAccount(), loadWebhooks()]);
    return { account, webhooks };
  }, []);
  const { loaded } = useLoad(loader);
  if (loaded.state === 'loading') return <Loading text="Loading account..." />;
  if (loaded.state === 'failed') return <LoadFailed what="your account" error={loaded.error} />;
  const { account, webhooks } = loaded.data;
  return (
    <div className="account-page">
      <header className="page-header">
        <h1>Account</h1>
      </header>
      <section className="account-section" aria-labelledby="account-details-title">
        <h2 id="account-details-title" className="visually-hidden">
          Account details
        </h2>
        <dl className="account-details">
          <dt>Account ID</dt>
          <dd>{account.id}</dd>
          <dt>Name</dt>
          <dd>{account.name}</dd>
          <dt>API key</dt>
          <dd>
            <ApiKeyField />
          </dd>
          <dt>User ID</dt>
          <dd>{user?.id}</dd>
          <dt>Email</dt>
          <dd>{user?.email}</dd>
        </dl>
      </section>
      <Webhooks initial={webhooks} />
      <PasswordForm />
      <BrandingFonts />
    </div>
  );
}
