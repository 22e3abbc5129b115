import type { Patch } from 'immer';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PluginManifest } from '../../kernel/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { WorkbookView } from '../../plugins/workbook/view.js';
import type { LiveConfig } from '../config.js';
import type { CommandLog } from '../storage/command-log.js';
import type { JsonObject } from '../storage/records.js';

export type { CommandLog, LogEntry } from '../storage/command-log.js';
export { SeqTakenError } from '../storage/command-log.js';

/**
 * What the server gives the live channel (plugins/collab/server, issue 36): who is calling, which document
 * a caller may edit, where its commands are logged and where its folded content goes. The channel itself
 * (sockets, rooms, presence) is the plugin's; the server's access rules and stores stay in server/.
 */
export interface LiveCaller {
  readonly userId: string;
  /** What peers see: the user's email before its @. */
  readonly name: string;
  readonly accountId: number;
}

/** What a socket asks to edit: `/api/live?grid=<id>&version=<id>` or `/api/live?shadow=<token>`. */
export type LiveTarget =
  | { readonly kind: 'version'; readonly gridId: string; readonly versionId: string }
  | { readonly kind: 'shadow'; readonly token: string };

/** A document opened live: its stored content (a template file object) and the log position it includes. */
export interface LiveDocument {
  /** The room's and the log's key: `version-<id>` or `shadow-<id>`. */
  readonly key: string;
  readonly kind: 'version' | 'shadow';
  /** The version edited: for a published version asked for, its draft. */
  readonly versionId?: string;
  readonly content: JsonObject;
  /** The last logged seq the content includes. */
  readonly seq: number;
}

/**
 * The last command serial of each tab (its origin) a document's content includes: kept with the content when
 * a room folds, so a tab that resends its commands after the room closed is still told which it holds.
 */
export type AppliedSerials = Readonly<Record<string, number>>;

/** A route replaced or moved a live document (a PUT, a publish, an import, a restore): its editors reload. */
export interface LiveEvent {
  readonly key: string;
  readonly reason: string;
  readonly versionId?: string;
  /** The page whose request did it (its `X-Gridcast-Page`): that page's editors are told it was their own. */
  readonly page?: string;
}

export interface LiveEvents {
  /** Calls `listener` for each event; returns the unsubscribe. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
}

export interface LiveHost {
  /** The caller of an upgrade request, by session cookie or API key (as the HTTP routes sign in); null when neither holds. */
  identify(request: IncomingMessage): Promise<LiveCaller | null>;
  /** Why a request from another site is refused (the HTTP routes' origin check), or undefined. */
  originRefusal(request: IncomingMessage): string | undefined;
  /** The document a caller may edit (an HttpError 404 for another account's or a missing one): makes a published version's draft. */
  open(caller: LiveCaller, target: LiveTarget): Promise<LiveDocument>;
  /** Stores a room's document (a template file object) as its content, including the log up to `seq` and the tabs' serials in it. */
  fold(key: string, content: JsonObject, seq: number, serials: AppliedSerials): Promise<void>;
  /** fold for a template version's room, its document given as its template file's text in pieces (written in steps). */
  foldText(key: string, pieces: readonly string[], seq: number, serials: AppliedSerials): Promise<void>;
  /** The document's content as stored now (after a PUT replaced it), with the seq and the tabs' serials it includes. */
  reread(key: string): Promise<{ readonly content: JsonObject; readonly seq: number; readonly serials?: AppliedSerials } | undefined>;
  readonly log: CommandLog;
  readonly events: LiveEvents;
  readonly logLine: (line: string) => void;
  /** Why a command may not run in a shadow (locked cells, the locks, an undo beyond unlocked cells), or undefined. */
  shadowRefusal(document: Workbook, command: { readonly id: string; readonly params: unknown }): string | undefined;
  /** Why a command's result may not stay in a shadow (a note moved or changed, the palettes changed), or undefined. */
  shadowResultRefusal(before: Workbook, after: Workbook, patches: readonly Patch[]): string | undefined;
  /** When rooms fold their logs into the stored content. */
  readonly settings: LiveConfig;
  /** The plugins the server assembles: a room's kernel runs their commands. */
  readonly plugins: readonly PluginManifest<Workbook, WorkbookView>[];
}

/** What the live channel gives the server: the HTTP server's `upgrade` listener, a fold on demand, and the close. */
export interface LiveEndpoint {
  /** Takes an upgrade request of the live path (answering 4xx and closing a bad one); false for another path. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Folds a room's log into its stored content now, when its room is open in this process. */
  fold(key: string): Promise<void>;
  close(): Promise<void>;
}
