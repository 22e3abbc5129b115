import { type IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Caller } from '../api/define.js';
import { gridOf, shadowByToken, versionOf } from '../api/scope.js';
import { newId, nextTimestamp } from '../api/ids.js';
import { identify } from '../auth/authenticate.js';
import type { ServerConfig } from '../config.js';
import { crossSiteRefusal } from '../http/origin.js';
import { notFound } from '../http/errors.js';
import type { AppliedSerials, LiveCaller, LiveDocument, LiveHost, LiveTarget } from '../plugin-api/live.js';
import { asObject } from '../services/shadow-content.js';
import type { TemplateEngine } from '../plugin-api/template-engine.js';
import type { CommandLog } from '../storage/command-log.js';
import { shadowById, versionById, versionsOfGrid } from '../storage/lookups.js';
import type { DbState, JsonObject } from '../storage/records.js';
import type { Storage } from '../storage/storage.js';
import { type LiveNotices, shadowKey, versionKey } from './live-notices.js';
import { liveShadowRefusal } from './shadow-refusal.js';
import { shadowResultRefusal } from './shadow-result-refusal.js';

/**
 * The server's side of the live channel (server/plugin-api/live.ts): signs an upgrade request in as the
 * HTTP routes do (a Koa context over it, so the signed session cookie and the API key are read by the same
 * code), applies the same account scoping, and reads and stores the documents rooms edit.
 */
export interface LiveHostOptions {
  readonly koa: Koa;
  readonly storage: Storage;
  readonly config: ServerConfig;
  readonly log: CommandLog;
  readonly notices: LiveNotices;
  readonly plugins: LiveHost['plugins'];
  /** How a shadow's own parts join its version's template (the parts the plugins declare editable in shadows). */
  readonly templates: TemplateEngine;
  readonly logLine: (line: string) => void;
}

export function liveHost({ koa, storage, config, log, notices, plugins, templates, logLine }: LiveHostOptions): LiveHost {
  const contextOf = (request: IncomingMessage) => koa.createContext(request, new ServerResponse(request));
  return {
    log, events: notices, logLine, plugins, settings: config.live, shadowRefusal: liveShadowRefusal, shadowResultRefusal,
    async identify(request) {
      await storage.requestReads?.arrive();
      const principal = await identify(storage, contextOf(request));
      if (!principal?.account || principal.getOnly) return null;
      const user = principal.user;
      return {
        userId: user?.id ?? `account-${principal.account.id}`,
        name: user ? user.email.split('@')[0] : principal.account.name,
        accountId: principal.account.id,
      };
    },
    originRefusal(request) {
      const ctx = contextOf(request);
      return crossSiteRefusal(ctx.get('origin'), ctx.get('sec-fetch-site'), ctx.host, config.allowedOrigins);
    },
    open: (caller, target) => (target.kind === 'version' ? openVersion(storage, caller, target) : openShadow(storage, templates, caller, target.token)),
    fold: (key, content, seq, serials) => fold(storage, log, key, seq, serials, () => {
      const isVersion = key.startsWith('version-');
      // A shadow keeps its own parts, its input among them (plugins/input-form's slot, set live by a command).
      return storage.putContent(isVersion ? 'version' : 'shadow', isVersion ? content : shadowPart(content, templates.shadowKeys));
    }),
    foldText: (key, pieces, seq, serials) => {
      if (!key.startsWith('version-')) throw new Error(`${key}: only a version's room folds its text.`);
      return fold(storage, log, key, seq, serials, () => storage.putContentBytes('version', (put) => {
        for (const piece of pieces) put(Buffer.from(piece));
      }));
    },
    reread: (key) => reread(storage, templates, key),
  };
}

/** The route helpers' caller shape, for the account scoping they do. */
function asCaller(caller: LiveCaller, db: DbState): Caller {
  const account = db.accounts.find((candidate) => candidate.id === caller.accountId);
  if (!account) throw notFound('Grid');
  return { account, user: null, isAdmin: false, via: 'session' };
}

async function openVersion(storage: Storage, caller: LiveCaller, target: Extract<LiveTarget, { kind: 'version' }>): Promise<LiveDocument> {
  const found = await storage.read((db) => {
    const grid = gridOf(db, asCaller(caller, db), target.gridId);
    const version = versionOf(db, grid, target.versionId);
    // Published content never changes: its editors work in one draft of it (the newest unpublished one made from it).
    const draft = version.published ? newestDraftOf(db, version.id) : version;
    return { gridId: grid.id, asked: version, draft };
  });
  const version = found.draft ?? await makeDraft(storage, caller, found.gridId, found.asked.id);
  const content = asObject(await storage.getContent(version.contentKey));
  return { key: versionKey(version.id), kind: 'version', versionId: version.id, content, seq: version.liveSeq ?? 0 };
}

function newestDraftOf(db: DbState, versionId: string) {
  return db.versions.filter((version) => version.draftOf === versionId && !version.published)
    .reduce<DbState['versions'][number] | undefined>((newest, version) => (!newest || version.createdAt > newest.createdAt ? version : newest), undefined);
}

/** A published version's draft: a copy of its content, current, named as the editor names drafts ("Version N"). */
async function makeDraft(storage: Storage, caller: LiveCaller, gridId: string, publishedId: string) {
  const source = await storage.read((db) => versionById(db.versions, publishedId)!);
  const contentKey = await storage.putContent('version', asObject(await storage.getContent(source.contentKey)));
  return storage.write((db) => {
    const grid = gridOf(db, asCaller(caller, db), gridId);
    // Another editor joined first: its draft is the one.
    const existing = newestDraftOf(db, publishedId);
    if (existing) return { ...existing, made: false };
    const now = nextTimestamp(grid.updatedAt);
    const draft = { id: newId(), gridId, name: draftName(versionsOfGrid(db.versions, gridId).map((version) => version.name)), published: false, contentKey, draftOf: publishedId, createdAt: now, updatedAt: now };
    db.versions.push(draft);
    grid.currentVersionId = draft.id;
    grid.updatedAt = now;
    return { ...draft, made: true };
  }).then(async (draft) => {
    if (!draft.made) await storage.dropContent(contentKey);
    return draft;
  });
}

/** "Version N", N one more than the versions there are, or the first number not taken (the editor's rule, web/editor/save-controller.ts). */
function draftName(taken: readonly string[]): string {
  const names = new Set(taken);
  let number = names.size + 1;
  while (names.has(`Version ${number}`)) number += 1;
  return `Version ${number}`;
}

async function openShadow(storage: Storage, templates: TemplateEngine, caller: LiveCaller, token: string): Promise<LiveDocument> {
  const { shadow, versionKey: key } = await storage.read((db) => {
    const { shadow } = shadowByToken(db, asCaller(caller, db), token);
    return { shadow, versionKey: versionById(db.versions, shadow.gridVersionId)?.contentKey };
  });
  if (!key) throw notFound('Grid version');
  const [version, own] = await Promise.all([storage.getContent(key), storage.getContent(shadow.contentKey)]);
  return { key: shadowKey(shadow.id), kind: 'shadow', content: shadowDocument(templates, asObject(version), asObject(own)), seq: shadow.liveSeq ?? 0 };
}

async function reread(storage: Storage, templates: TemplateEngine, key: string): Promise<{ content: JsonObject; seq: number; serials?: AppliedSerials } | undefined> {
  const found = await storage.read((db) => {
    if (key.startsWith('version-')) {
      const version = versionById(db.versions, key.slice('version-'.length));
      return version && { keys: [version.contentKey], seq: version.liveSeq ?? 0, serials: version.liveSerials };
    }
    const shadow = shadowById(db.shadows, key.slice('shadow-'.length));
    const version = shadow && versionById(db.versions, shadow.gridVersionId);
    return shadow && version && { keys: [version.contentKey, shadow.contentKey], seq: shadow.liveSeq ?? 0, serials: shadow.liveSerials };
  });
  if (!found) return undefined;
  const [first, second] = await Promise.all(found.keys.map((contentKey) => storage.getContent(contentKey)));
  const content = second === undefined ? asObject(first) : shadowDocument(templates, asObject(first), asObject(second));
  return { content, seq: found.seq, ...(found.serials ? { serials: found.serials } : {}) };
}

/** A shadow's live document: its version with its own parts laid over, and always an input (a room sets it by command). */
function shadowDocument(templates: TemplateEngine, version: JsonObject, own: JsonObject): JsonObject {
  return { ...templates.withShadow(version, own), input: own.input ?? {} };
}

/**
 * Stores a room's document as its content with the seq it includes, then drops the log up to it. A crash
 * between the two leaves log entries the content already has: they are skipped (`liveSeq`).
 */
async function fold(storage: Storage, log: CommandLog, key: string, seq: number, serials: AppliedSerials, putContent: () => Promise<string>): Promise<void> {
  const isVersion = key.startsWith('version-');
  const id = key.slice(key.indexOf('-') + 1);
  if (!isVersion && (await storage.read((db) => shadowById(db.shadows, id))) === undefined) return;
  const contentKey = await putContent();
  const old = await storage.write((db) => {
    const record = isVersion ? versionById(db.versions, id) : shadowById(db.shadows, id);
    // Deleted meanwhile, or a later fold (or a PUT, which moves liveSeq past the log) got there first.
    if (!record || (record.liveSeq ?? 0) >= seq) return contentKey;
    const previous = record.contentKey;
    record.contentKey = contentKey;
    record.liveSeq = seq;
    record.liveSerials = { ...serials };
    record.updatedAt = nextTimestamp(record.updatedAt);
    if (!isVersion) (record as DbState['shadows'][number]).revision += 1;
    return previous;
  });
  await storage.dropContent(old);
  await log.dropThrough(key, seq);
}

function shadowPart(content: JsonObject, keys: readonly string[]): JsonObject {
  const part: JsonObject = {};
  for (const name of keys) if (content[name] !== undefined) part[name] = content[name];
  return part;
}
