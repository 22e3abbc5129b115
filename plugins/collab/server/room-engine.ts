import type { Steps } from '../../../kernel/index.js';
import type { Workbook } from '../../workbook/index.js';
import type { Author, SubmitResult } from '../room.js';
import type { ClientCommand, SequencedCommand } from '../protocol.js';

export type { Author } from '../room.js';

/**
 * The authoritative copy of one live document as a room drives it: RoomCore (plugins/collab/room.ts)
 * behind the narrow face the room needs, so its sockets, log and folds do not depend on how commands
 * are rebased.
 */
export interface RoomEngine {
  readonly seq: number;
  readonly document: Workbook;
  /** A big command's work to do ahead in steps (RoomCore.prepare); undefined: none. */
  prepare(clientId: string, command: ClientCommand): Steps<unknown> | undefined;
  /** Runs a command; `prepared` is what its prepare steps gave. */
  submit(clientId: string, author: Author, command: ClientCommand, prepared?: unknown): SubmitResult;
  /** Takes a command sequenced before (the log at opening, another process's append) at its seq. */
  adopt(command: SequencedCommand, origin?: string, serial?: number): void;
  /** A command as sent with its patches and structural changes (for a page of protocol 1), when it went without. */
  withPatches(command: SequencedCommand): SequencedCommand;
  /** Takes back the commands after `seq` (a batch the log refused); false when it cannot (then rebuild). */
  rollback(seq: number): boolean;
  /** The last serial of a tab the document holds (the welcome's `applied`). */
  appliedSerial(origin: string): number | undefined;
  /** Every tab's last serial the document holds: stored with a fold, given back to the next engine. */
  readonly serials: Readonly<Record<string, number>>;
  dispose(): void;
}

export type RoomEngineFactory = (document: Workbook, seq: number, kind: 'version' | 'shadow', serials?: Readonly<Record<string, number>>) => RoomEngine;

/** A log entry's text: the sequenced command with the tab that sent it, so a reopened room still knows resent commands. */
export interface LoggedCommand {
  readonly command: SequencedCommand;
  readonly origin: string;
  readonly serial?: number;
}
