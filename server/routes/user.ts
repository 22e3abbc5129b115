import { defineRoute } from '../api/define.js';
import { AccountIdNumber, RotatedApiKey, UserView } from '../api/schemas.js';
import { newApiKey } from '../auth/secret-hash.js';
import { canUseAccount } from '../api/scope.js';
import { userView } from '../api/views.js';
import { z } from '../api/zod.js';
import { forbidden, notFound } from '../http/errors.js';
import type { RouteDeps } from './deps.js';

const NEEDS_USER = 'This needs a user: sign in, or use a user\'s API key rather than an account key.';

export function userRoutes(deps: RouteDeps): void {
  defineRoute(deps, {
    method: 'get', path: '/api/user', tag: 'User', access: 'user', summary: 'The signed-in user and their accounts',
    response: z.object({ user: UserView }),
    handler: async (_ctx, { caller }) => {
      const user = caller.user;
      if (!user) throw forbidden(NEEDS_USER);
      return deps.storage.read((db) => ({ user: userView(db, user, caller.account, caller.assumedBy) }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/user/switchAccount', tag: 'User', access: 'user', summary: 'Work in another of the user\'s accounts',
    query: z.object({ accountId: AccountIdNumber }), response: z.object({ user: UserView }), errors: { 404: 'Not one of your accounts' },
    handler: async (_ctx, { caller, query }) => {
      const user = caller.user;
      if (!user) throw forbidden(NEEDS_USER);
      return deps.storage.write((db) => {
        if (!canUseAccount(db, caller, query.accountId)) throw notFound('Account');
        const session = caller.assumedBy ? db.sessions.find((candidate) => candidate.idHash === caller.sessionIdHash) : undefined;
        if (session) session.accountId = query.accountId;
        else db.users.find((candidate) => candidate.id === user.id)!.currentAccountId = query.accountId;
        const account = db.accounts.find((candidate) => candidate.id === query.accountId)!;
        const updated = db.users.find((candidate) => candidate.id === user.id)!;
        return { user: userView(db, updated, account, caller.assumedBy) };
      });
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/user/apiKey', tag: 'User', access: 'user',
    summary: 'Rotate the user\'s API key: the answer shows the new key once, and the previous key stops working',
    response: RotatedApiKey,
    handler: async (_ctx, { caller }) => {
      // While assuming, the key rotated is the assumed user's, as every other /api/user call acts on them.
      const user = caller.user;
      if (!user) throw forbidden(NEEDS_USER);
      const { key, hash } = newApiKey();
      await deps.storage.write((db) => { db.users.find((candidate) => candidate.id === user.id)!.apiKeyHash = hash; });
      return { apiKey: key };
    },
  });
}
