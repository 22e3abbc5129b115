import { defineRoute } from '../api/define.js';
import { nextTimestamp } from '../api/ids.js';
import { AccountRef, PaletteView, QueryFlag, RotatedApiKey, ShownOnceApiKey, UpdatedAt } from '../api/schemas.js';
import { refuseStale } from '../http/errors.js';
import { newApiKey } from '../auth/secret-hash.js';
import { paletteView } from '../api/views.js';
import { z } from '../api/zod.js';
import { PALETTE_LIBRARY } from '../services/palette-library.js';
import type { AccountRecord, DbState } from '../storage/records.js';
import type { RouteDeps } from './deps.js';

/** SPEC sections 1 and 9: branding colours sit beside the 30 default colours in every colour picker. */
const BRANDING_COLORS_LIMIT = 30;
const BrandingColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a hex colour such as #1a73e8');
const Settings = z.object({
  defaultFontFamily: z.string().trim().min(1).max(100).optional(),
  locale: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, 'a BCP 47 language tag, such as en-GB or en-US').optional()
    .openapi({ description: 'The account\'s locale: cast PDFs print on its region\'s paper (Letter in the US, Canada, Mexico..., A4 elsewhere)' }),
  brandingColors: z.array(BrandingColor).max(BRANDING_COLORS_LIMIT, `At most ${BRANDING_COLORS_LIMIT} branding colours`).optional(),
}).strict().openapi('AccountSettings');
const WebhookView = z.object({ id: z.string(), url: z.string() });
const CurrentAccount = z.object({
  id: z.number(), name: z.string(), apiKey: ShownOnceApiKey, settings: Settings, updatedAt: z.string(), users: z.array(z.object({ id: z.string(), email: z.string() })),
  palettes: z.array(PaletteView), paletteLibrary: z.array(PaletteView), webhooks: z.array(WebhookView),
}).openapi('CurrentAccount');
const GridRef = z.object({ id: z.string(), name: z.string(), accountId: z.number(), gridVersions: z.array(z.object({ id: z.string(), name: z.string(), published: z.boolean() })) });
const AccountWithGrids = AccountRef.extend({ grids: z.array(GridRef).optional() });

function currentAccountView(db: DbState, account: AccountRecord): z.infer<typeof CurrentAccount> {
  return {
    id: account.id, name: account.name, settings: account.settings, updatedAt: settingsUpdatedAt(account),
    users: db.users.filter((user) => user.accountIds.includes(account.id)).map(({ id, email }) => ({ id, email })),
    palettes: db.palettes.filter((palette) => palette.accountId === account.id).map((palette) => paletteView(palette)),
    paletteLibrary: [...PALETTE_LIBRARY],
    webhooks: db.webhooks.filter((webhook) => webhook.accountId === account.id).map(({ id, url }) => ({ id, url })),
  };
}

/** The account's stale-save token (see AccountRecord.updatedAt). */
function settingsUpdatedAt(account: AccountRecord): string {
  return account.updatedAt ?? account.createdAt;
}

function withGrids(db: DbState, account: AccountRecord, includeGrids: boolean): z.infer<typeof AccountWithGrids> {
  if (!includeGrids) return { id: account.id, name: account.name };
  const grids = db.grids.filter((grid) => grid.accountId === account.id).map((grid) => ({
    id: grid.id, name: grid.name, accountId: grid.accountId,
    gridVersions: db.versions.filter((version) => version.gridId === grid.id).map(({ id, name, published }) => ({ id, name, published })),
  }));
  return { id: account.id, name: account.name, grids };
}

/** The current account, its settings, and the accounts the caller can reach (for copying and switching). */
export function accountRoutes(deps: RouteDeps): void {
  const { storage } = deps;

  defineRoute(deps, {
    method: 'get', path: '/api/accounts/current', tag: 'Accounts', access: 'user', summary: 'The current account with its palettes and webhooks',
    response: z.object({ account: CurrentAccount }),
    handler: async (_ctx, { caller }) => storage.read((db) => ({ account: currentAccountView(db, db.accounts.find((account) => account.id === caller.account.id)!) })),
  });

  defineRoute(deps, {
    method: 'put', path: '/api/accounts/current', tag: 'Accounts', access: 'user',
    summary: 'Change the account\'s settings (default font family, branding colours); refused with 409 when `account.updatedAt` is not the stored one',
    body: z.object({ account: z.object({ settings: Settings.optional(), updatedAt: UpdatedAt }).passthrough() }), response: z.object({ account: CurrentAccount }),
    errors: { 409: 'Changed elsewhere since loaded' },
    handler: async (_ctx, { caller, body }) => {
      await storage.write((db) => {
        const account = db.accounts.find((candidate) => candidate.id === caller.account.id)!;
        // The settings are merged key by key: without this a stale page would put back what it loaded.
        refuseStale(body.account.updatedAt, settingsUpdatedAt(account), 'account');
        if (!body.account.settings) return;
        account.settings = { ...account.settings, ...body.account.settings };
        account.updatedAt = nextTimestamp(settingsUpdatedAt(account));
      });
      return storage.read((db) => ({ account: currentAccountView(db, db.accounts.find((account) => account.id === caller.account.id)!) }));
    },
  });

  defineRoute(deps, {
    method: 'post', path: '/api/accounts/current/apiKey', tag: 'Accounts', access: 'user',
    summary: 'Rotate the account\'s API key: the answer shows the new key once, and the previous key stops working',
    response: RotatedApiKey,
    handler: async (_ctx, { caller }) => {
      const { key, hash } = newApiKey();
      await storage.write((db) => { db.accounts.find((account) => account.id === caller.account.id)!.apiKeyHash = hash; });
      return { apiKey: key };
    },
  });

  defineRoute(deps, {
    method: 'get', path: '/api/accounts', tag: 'Accounts', access: 'user', summary: 'The caller\'s accounts; for administrators every other account is in extraAccounts',
    query: z.object({ includeGrids: QueryFlag }), response: z.object({ accounts: z.array(AccountWithGrids), extraAccounts: z.array(AccountWithGrids) }),
    handler: async (_ctx, { caller, query }) => storage.read((db) => {
      const mine = new Set(caller.user?.accountIds ?? [caller.account.id]);
      const accounts = db.accounts.filter((account) => mine.has(account.id));
      const extra = caller.isAdmin ? db.accounts.filter((account) => !mine.has(account.id)) : [];
      return { accounts: accounts.map((account) => withGrids(db, account, query.includeGrids)), extraAccounts: extra.map((account) => withGrids(db, account, query.includeGrids)) };
    }),
  });
}
