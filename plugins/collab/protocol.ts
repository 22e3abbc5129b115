import type { Patch } from 'immer';
import type { DescribedChange } from '../../kernel/index.js';

/**
 * The co-editing channel's messages (issue 36). One WebSocket per open document on the HTTP port,
 * `/api/live?grid=<id>&version=<version id>` for a template version or `/api/live?shadow=<token>` for a shadow, signed
 * in by the session cookie or an API key. Every message is one JSON text frame.
 *
 * Edits travel as commands (id and params): the server runs each on its own copy of the document, in the
 * order it receives them, numbers it (`seq`), makes it durable, and sends its patches back to the author
 * (the acknowledgement) and to every other editor. A client's copy is therefore the server's confirmed
 * document plus its own pending commands re-run on top (see client-sync.ts); the server's patches, not a
 * re-run, are what each client applies for a confirmed command, so every copy converges exactly.
 */

/** Who is in a room, as the header's circles and the grid's selection layer show them. */
export interface Peer {
  /** One per open tab (a socket), not per user: two tabs of one user are two peers. */
  readonly clientId: string;
  readonly userId: string;
  readonly name: string;
  /** A colour of the presence palette, chosen by the server so peers differ. */
  readonly color: string;
  /** The peer's selected range, in positions of the confirmed document, when it has sent one. */
  readonly selection?: PeerSelection;
}

export interface PeerSelection {
  readonly sheetId: string;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** A command as a client sends it: made on the document confirmed up to `baseSeq` plus its earlier pending ones. */
export interface ClientCommand {
  /** Numbers a client's commands 1, 2, 3... for the socket's life; the acknowledgement names it. */
  readonly localId: number;
  /** The last seq this client had applied when it ran the command. */
  readonly baseSeq: number;
  readonly id: string;
  readonly params: unknown;
  /** Commands of one user action (a paste, a fill) share it and undo as one step. */
  readonly batch?: number;
  /**
   * The tab's id, the same across reconnects (client-sync.ts), and its own number for the command (1, 2,
   * 3... for the tab's life): a command resent after a reconnect is recognised (never run twice), and a
   * command is not transformed over the tab's own earlier ones, which it had seen.
   */
  readonly origin?: string;
  readonly serial?: number;
  /** The ids the command drew where the author ran it (new sheets, rows...): every run of it draws them (scripted-ids.ts). */
  readonly ids?: readonly string[];
}

/** A command as the server ran it, in the version's order. */
export interface SequencedCommand {
  readonly seq: number;
  readonly clientId: string;
  readonly localId: number;
  readonly author: { readonly userId: string; readonly name: string };
  readonly id: string;
  /** The params as run: transformed over the structural commands the author had not seen. */
  readonly params: unknown;
  /**
   * Absent for a deterministic command (CommandDefinition.deterministic) that drew no id: each copy runs
   * it again on the document at the seq before (all copies hold the same one there) rather than being
   * sent its patches, and so the log (a sort of 200k rows: 1.3 MB of params where its patches were 16 MB).
   * Its `structural` is absent then too: the run gives it.
   */
  readonly patches?: readonly Patch[];
  /**
   * Not sent since session 20: no copy takes a confirmed command back by them (an undo restores from the
   * documents before and after, a room's rollback from its own), and a sort's were as big as its patches.
   * Logs written before carry them.
   */
  readonly inversePatches?: readonly Patch[];
  readonly structural?: readonly DescribedChange[];
  readonly batch?: number;
  /** The seq its author had seen: a client tells from it that its own earlier edit of a cell was overwritten unseen. */
  readonly baseSeq?: number;
}

export type ClientMessage =
  | { readonly type: 'command'; readonly command: ClientCommand }
  | { readonly type: 'selection'; readonly selection: PeerSelection | null }
  /** Sent every few seconds so the server can tell a closed tab from a quiet one. */
  | { readonly type: 'ping' };

export type ServerMessage =
  /**
   * First message: the document at `seq` (the stored content with the log folded in) and who is there.
   * `applied`: the last serial of the tab's origin (the socket URL's `origin=`) the document holds, so a
   * reconnecting tab does not run again commands that went through before the connection dropped
   * (RoomCore.appliedSerial). `versionId` is the version edited: joining a published version edits its
   * draft (made on the first join).
   */
  | { readonly type: 'welcome'; readonly clientId: string; readonly seq: number; readonly document: unknown; readonly peers: readonly Peer[]; readonly applied?: number; readonly versionId?: string }
  /** A command in the version's order: the author's acknowledgement, everyone else's news. */
  | { readonly type: 'command'; readonly command: SequencedCommand }
  /**
   * A command the server refused (a locked cell, a deleted row, a bad param); the author takes it back.
   * `duplicate`: a resent command the document already holds (no notice: it is there).
   */
  | { readonly type: 'rejected'; readonly localId: number; readonly reason: string; readonly duplicate?: boolean }
  | { readonly type: 'peers'; readonly peers: readonly Peer[] }
  /**
   * The version was published, switched, imported or restored: reload it, saying `reason`. `own` when a
   * request of this socket's page did it (the page moves itself; no notice).
   */
  | { readonly type: 'reload'; readonly reason: string; readonly versionId?: string; readonly own?: true }
  | { readonly type: 'pong' };

/** Frames over this size are refused with a close (a paste of 1M cells is sent in parts, see BIG_COMMAND_CELLS). */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** A paste, fill or replace with more cells than this is sent as several commands of one batch (the workbook's). */
export { BIG_COMMAND_CELLS } from '../workbook/index.js';
/**
 * What a page's code reads, named in its socket's address (`protocol=`): 2, a deterministic command comes
 * without its patches (each copy runs it again); 1 (no `protocol=`: a page loaded before that), every
 * command comes with its patches, so that a page open across a deploy goes on working.
 */
export const PROTOCOL_VERSION = 2;

/** A peer that sent nothing (not even a ping) for this long has left. */
export const PEER_TIMEOUT_MS = 9000;
export const PING_INTERVAL_MS = 3000;
