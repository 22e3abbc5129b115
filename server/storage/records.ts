/** JSON as it is stored and sent: what a request body or a content file may hold. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface AccountSettings {
  defaultFontFamily?: string;
  /** The account's locale (BCP 47, 'en-GB'): its PDFs print on its region's paper, Letter or A4. */
  locale?: string;
  /** The account's branding colours (#rrggbb, at most 30), shown in the editor's colour pickers. */
  brandingColors?: string[];
}

/** Account ids are numbers (SPEC section 3). */
export interface AccountRecord {
  id: number;
  name: string;
  /** SHA-256 of the account's API key (server/auth/secret-hash.ts); the key itself is shown once and never stored. */
  apiKeyHash: string;
  settings: AccountSettings;
  createdAt: string;
  /**
   * When the settings last changed: the stale-save token of PUT /api/accounts/current. Records from before
   * it have none, and then createdAt is the token.
   */
  updatedAt?: string;
}

export interface UserRecord {
  id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (see server/auth/passwords.ts). */
  passwordHash: string;
  asAdmin: boolean;
  /** SHA-256 of the user's API key; the key itself is shown once and never stored. */
  apiKeyHash: string;
  accountIds: number[];
  currentAccountId: number | null;
  createdAt: string;
}

/** A grid template. Its content lives in its versions. */
export interface GridRecord {
  id: string;
  accountId: number;
  name: string;
  token: string;
  isCore: boolean;
  published: boolean;
  currentVersionId: string;
  createdAt: string;
  updatedAt: string;
}

/** A named snapshot of a template; `contentKey` names the content file (the template file format object). */
export interface VersionRecord {
  id: string;
  gridId: string;
  name: string;
  published: boolean;
  contentKey: string;
  /** The live channel's log position the content includes (absent: none was folded into it). */
  liveSeq?: number;
  /** The last command serial of each editing tab the content includes (plugin-api/live.ts AppliedSerials). */
  liveSerials?: Record<string, number>;
  /** The published version the live channel made this draft of: editors joining that version edit this one. */
  draftOf?: string;
  createdAt: string;
  updatedAt: string;
}

/** A run-time instance of a template version; its content (sheets, input...) is in `contentKey`. */
export interface ShadowRecord {
  id: string;
  gridId: string;
  token: string;
  name: string;
  gridVersionId: string;
  contentKey: string;
  /** Counts acknowledged saves: the crash test and the bench check that none is lost. */
  revision: number;
  /** The last `x-context` header sent with a save. */
  context?: string;
  /** The version content the last save's sheets were checked against (absent before the first save). */
  checkedWith?: string;
  /** The live channel's log position the content includes (absent: none was folded into it). */
  liveSeq?: number;
  /** The last command serial of each editing tab the content includes (plugin-api/live.ts AppliedSerials). */
  liveSerials?: Record<string, number>;
  createdAt: string;
  updatedAt: string;
}

export interface CastRecord {
  /** Also the cast's token. */
  id: string;
  shadowId: string;
  cast: JsonObject;
  /**
   * The server made the token (random, 128 bits): it opens the cast without signing in. A token the API
   * caller chose (`PUT .../casts/{castId}`) never does, however long.
   */
  shared?: true;
  updatedAt: string;
}

export interface DataPresetRecord {
  id: string;
  accountId: number;
  name: string;
  input: JsonValue;
  updatedAt: string;
}

export interface PaletteRecord {
  id: string;
  accountId: number;
  name: string;
  /** Keyed by style type, each with a formula. */
  styles: Record<string, { formula: string }>;
  updatedAt: string;
}

export interface WebhookRecord {
  id: string;
  accountId: number;
  url: string;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryRecord {
  id: string;
  webhookId: string;
  event: string;
  shadowToken: string;
  status: 'delivered' | 'failed';
  attempts: number;
  statusCode?: number;
  error?: string;
  at: string;
}

/**
 * A webhook call still to make (SPEC: webhooks are posted after each shadow save). Kept with the records,
 * so a process that restarts, or another process, takes over its retries; `claimedBy` names the process
 * making the current attempt, until `claimedUntil` (ms), after which any process may take it.
 */
export interface WebhookJobRecord {
  id: string;
  webhookId: string;
  /** The body to post: the shadow.saved event. */
  event: JsonObject;
  /** Attempts made so far. */
  attempts: number;
  /** When the next attempt may start (ms since the epoch). */
  dueAt: number;
  claimedBy?: string;
  claimedUntil?: number;
  createdAt: string;
}

/** A branding font family of an account (SPEC section 3: a name plus regular, bold, italic, bold_italic faces). */
export interface FontRecord {
  id: string;
  accountId: number;
  name: string;
}

/**
 * One face of a branding font. Its bytes are content (`{ type, data }`, data in base64) under `contentKey`,
 * so the records rewritten on every change stay small.
 */
export interface FontFaceRecord {
  id: string;
  fontId: string;
  style: 'regular' | 'bold' | 'italic' | 'bold_italic';
  type: 'otf' | 'ttf';
  bytes: number;
  contentKey: string;
  updatedAt: string;
}

export interface SessionRecord {
  /** SHA-256 of the session id in the cookie; the id itself is never stored. */
  idHash: string;
  userId: string;
  /** While an admin assumes another user: that user, and the account chosen for them. */
  assumedUserId?: string;
  accountId?: number;
  createdAt: string;
  expiresAt: string;
}

/**
 * A short-lived, GET-only API key the API docs page asks for, so Swagger UI can preauthorize a key while the
 * user's own key is stored only as a hash. It acts as the session that asked for it, ends at `expiresAt` or
 * with that session, and is refused for any request but GET (server/auth/docs-keys.ts).
 */
export interface DocsKeyRecord {
  id: string;
  /** SHA-256 of the key; the key itself is shown once and never stored. */
  keyHash: string;
  sessionIdHash: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * The content a run still needs (server/services/runs): taken when the run starts, as the version's
 * content at that moment, and let go when the run ends (done, cancelled, deleted, or its upload failed).
 * Until then a save or a fold of the version leaves that content in place for the run's pieces.
 */
export interface RunContentRecord {
  /** The run's id. */
  id: string;
  contentKey: string;
  createdAt: string;
}

/** Everything but content: small enough to rewrite whole on each acknowledged change. */
export interface DbState {
  schema: 1;
  nextAccountId: number;
  accounts: AccountRecord[];
  users: UserRecord[];
  grids: GridRecord[];
  versions: VersionRecord[];
  shadows: ShadowRecord[];
  casts: CastRecord[];
  dataPresets: DataPresetRecord[];
  palettes: PaletteRecord[];
  webhooks: WebhookRecord[];
  deliveries: DeliveryRecord[];
  webhookJobs: WebhookJobRecord[];
  fonts: FontRecord[];
  fontFaces: FontFaceRecord[];
  sessions: SessionRecord[];
  docsKeys: DocsKeyRecord[];
  runContents: RunContentRecord[];
}

/** The collections whose records point at content (`contentKey`): what keeps content from being removed. */
export const CONTENT_HOLDERS = ['versions', 'shadows', 'fontFaces', 'runContents'] as const satisfies readonly (keyof DbState)[];

/** Every content key a record points at (a version, a shadow, a font face, a run not ended): the rest is unused and may be removed. */
export function referencedContentKeys(db: DbState): string[] {
  return CONTENT_HOLDERS.flatMap((holders) => holdersOf(db, holders).map((record) => record.contentKey));
}

/** Whether a record still points at content `key` (see referencedContentKeys). */
export function isContentReferenced(db: DbState, key: string): boolean {
  return CONTENT_HOLDERS.some((holders) => holdersOf(db, holders).some((record) => record.contentKey === key));
}

function holdersOf(db: DbState, holders: typeof CONTENT_HOLDERS[number]): readonly { readonly contentKey: string }[] {
  return db[holders];
}

export function emptyDb(): DbState {
  return {
    schema: 1, nextAccountId: 1, accounts: [], users: [], grids: [], versions: [], shadows: [], casts: [],
    dataPresets: [], palettes: [], webhooks: [], deliveries: [], webhookJobs: [], fonts: [], fontFaces: [], sessions: [], docsKeys: [],
    runContents: [],
  };
}
