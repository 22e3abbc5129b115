import type { Context } from 'koa';
import { identify } from '../auth/authenticate.js';
import type { Storage } from '../storage/storage.js';
import type { PageStatus } from './web-app.js';

const isAdminPage = (path: string): boolean => path === '/app/admin' || path.startsWith('/app/admin/');

/**
 * The admin screens (/app/admin/...) answer 403 to a signed-in caller who is not an administrator, as every
 * admin API route does; the page is still sent, and says why. Nobody signed in gets the page (the login form).
 */
export function adminPageStatus(storage: Storage): PageStatus {
  return async (ctx: Context) => {
    if (!isAdminPage(ctx.path)) return 200;
    const principal = await identify(storage, ctx);
    return principal && !principal.isAdmin ? 403 : 200;
  };
}
