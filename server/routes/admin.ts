import { defineRoute } from '../api/define.js';
import { AccountIdNumber, AccountRef, Ok, QueryFlag, RotatedApiKey, ShownOnceApiKey } from '../api/schemas.js';
import { newId } from '../api/ids.js';
import { z } from '../api/zod.js';
import { hashPassword } from '../auth/passwords.js';
import { newApiKey } from '../auth/secret-hash.js';
import { conflict, notFound } from '../http/errors.js';
import type { AccountRecord, DbState, UserRecord } from '../storage/records.js';
import type { RouteDeps } from './deps.js';
import { assumeRoutes } from './admin-assume.js';
import { statsRoute } from './admin-stats.js';
import { MIN_PASSWORD_LENGTH } from './password.js';

const UserBrief = z.object({ id: z.string(), email: z.string(), accounts: z.array(AccountRef) }).openapi('UserBrief');
const AdminAccount = z.object({ id: z.number(), name: z.string(), apiKey: ShownOnceApiKey, users: z.array(z.object({ id: z.string(), email: z.string() })) }).openapi('AdminAccount');
const AccountUserParams = z.object({ accountId: AccountIdNumber, userId: z.string().min(1) });
const SEARCH_LIMIT = 50;

function adminAccount(account: AccountRecord, members: readonly UserRecord[]): z.infer<typeof AdminAccount> {
  return { id: account.id, name: account.name, users: members.map(({ id, email }) => ({ id, email })) };
}

const membersOf = (db: DbState, accountId: number): UserRecord[] => db.users.filter((user) => user.accountIds.includes(accountId));

/** Every account's users in one pass over the users (the list of all accounts would otherwise scan them per account). */
function membersByAccount(db: DbState): Map<number, UserRecord[]> {
  const members = new Map<number, UserRecord[]>();
  for (const user of db.users) {
    for (const accountId of user.accountIds) {
      const list = members.get(accountId);
      if (list) list.push(user);
      else members.set(accountId, [user]);
    }
  }
  return members;
}

function userBrief(db: DbState, user: UserRecord): z.infer<typeof UserBrief> {
  const accounts = user.accountIds.flatMap((id) => db.accounts.filter((account) => account.id === id)).map(({ id, name }) => ({ id, name }));
  return { id: user.id, email: user.email, accounts };
}

function accountOf(db: DbState, accountId: number): AccountRecord {
  const account = db.accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw notFound('Account');
  return account;
}

/** Platform administration: accounts, their users, user search, server stats and assuming a user. */
export function adminRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/admin/accounts', tag: 'Admin', access: 'admin', summary: 'Every account, newest first',
    response: z.object({ accounts: z.array(AdminAccount) }),
    handler: async () => storage.read((db) => {
      const members = membersByAccount(db);
      return { accounts: [...db.accounts].reverse().map((account) => adminAccount(account, members.get(account.id) ?? [])) };
    }),
  });

  defineRoute(deps, {
    method: 'get', path: '/api/admin/accounts/:accountId', tag: 'Admin', access: 'admin', summary: 'One account with its users',
    params: z.object({ accountId: AccountIdNumber }), response: z.object({ account: AdminAccount }),
    handler: async (_ctx, { params }) => storage.read((db) => ({ account: adminAccount(accountOf(db, params.accountId), membersOf(db, params.accountId)) })),
  });

  defineRoute(deps, {
    method: 'post', path: '/api/admin/accounts', tag: 'Admin', access: 'admin', summary: 'Create an account (with no users)', status: 201,
    body: z.object({ name: z.string().trim().min(1, 'Name can\'t be blank').max(250) }), response: z.object({ account: AdminAccount }),
    handler: async (_ctx, { body }) => {
      const { key, hash } = newApiKey();
      const id = await storage.write((db) => {
        const accountId = db.nextAccountId++;
        db.accounts.push({ id: accountId, name: body.name, apiKeyHash: hash, settings: {}, createdAt: new Date().toISOString() });
        return accountId;
      });
      return storage.read((db) => ({ account: { ...adminAccount(accountOf(db, id), membersOf(db, id)), apiKey: key } }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/admin/accounts/:accountId/apiKey', tag: 'Admin', access: 'admin',
    summary: 'Rotate an account\'s API key: the answer shows the new key once, and the previous key stops working',
    params: z.object({ accountId: AccountIdNumber }), response: RotatedApiKey, errors: { 404: 'Account not found' },
    handler: async (_ctx, { params }) => {
      const { key, hash } = newApiKey();
      await storage.write((db) => { accountOf(db, params.accountId).apiKeyHash = hash; });
      return { apiKey: key };
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/admin/accounts/:accountId/users/:userId', tag: 'Admin', access: 'admin', summary: 'Add an existing user to an account',
    params: AccountUserParams, response: z.object({ user: UserBrief }),
    handler: async (_ctx, { params }) => {
      await storage.write((db) => {
        accountOf(db, params.accountId);
        const user = db.users.find((candidate) => candidate.id === params.userId);
        if (!user) throw notFound('User');
        if (!user.accountIds.includes(params.accountId)) user.accountIds.push(params.accountId);
      });
      return storage.read((db) => ({ user: userBrief(db, db.users.find((user) => user.id === params.userId)!) }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/admin/accounts/:accountId/users', tag: 'Admin', access: 'admin', summary: 'Create a user in an account', status: 201,
    params: z.object({ accountId: AccountIdNumber }),
    body: z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), password: z.string().min(MIN_PASSWORD_LENGTH, `The password needs at least ${MIN_PASSWORD_LENGTH} characters`).max(1000) }),
    response: z.object({ user: UserBrief }), errors: { 409: 'Email already in use' },
    handler: async (_ctx, { params, body }) => {
      const passwordHash = await hashPassword(body.password);
      const id = newId();
      await storage.write((db) => {
        accountOf(db, params.accountId);
        if (db.users.some((user) => user.email === body.email)) throw conflict(`A user with the email ${body.email} already exists; add them with "Add existing".`);
        db.users.push({ id, email: body.email, passwordHash, asAdmin: false, apiKeyHash: newApiKey().hash, accountIds: [params.accountId], currentAccountId: params.accountId, createdAt: new Date().toISOString() });
      });
      return storage.read((db) => ({ user: userBrief(db, db.users.find((user) => user.id === id)!) }));
    },
  });

  defineRoute(deps, {
    method: 'delete', path: '/api/admin/accounts/:accountId/users/:userId', tag: 'Admin', access: 'admin', summary: 'Remove a user from an account (the user is kept)',
    params: AccountUserParams, response: Ok,
    handler: async (_ctx, { params }) => {
      await storage.write((db) => {
        accountOf(db, params.accountId);
        const user = db.users.find((candidate) => candidate.id === params.userId && candidate.accountIds.includes(params.accountId));
        if (!user) throw notFound('User in this account');
        user.accountIds = user.accountIds.filter((id) => id !== params.accountId);
        if (user.currentAccountId === params.accountId) user.currentAccountId = user.accountIds[0] ?? null;
      });
      return { ok: true as const };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/admin/users/search', tag: 'Admin', access: 'admin',
    summary: 'Find users by email or id (and by account name or id with searchAccounts); users without accounts only with allowOrphans',
    query: z.object({ query: z.string().max(200).default(''), searchAccounts: QueryFlag, allowOrphans: QueryFlag }),
    response: z.object({ users: z.array(UserBrief) }),
    handler: async (_ctx, { query }) => storage.read((db) => {
      const needle = query.query.trim().toLowerCase();
      if (!needle) return { users: [] };
      const accountHits = new Set(query.searchAccounts ? db.accounts.filter((account) => account.name.toLowerCase().includes(needle) || String(account.id) === needle).map((account) => account.id) : []);
      const users = db.users.filter((user) => {
        if (!query.allowOrphans && user.accountIds.length === 0) return false;
        return user.email.includes(needle) || user.id.toLowerCase() === needle || user.accountIds.some((id) => accountHits.has(id));
      });
      return { users: users.slice(0, SEARCH_LIMIT).map((user) => userBrief(db, user)) };
    }),
  });

  statsRoute(deps);
  assumeRoutes(deps);
}
