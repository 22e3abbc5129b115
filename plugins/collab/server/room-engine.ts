import type { Workbook } from '../../workbook/index.js';
import type { ClientCommand, SequencedCommand } from '../protocol.js';

/** Who made a command, as the sequenced command names them. */
export interface Author {
  readonly userId: string;
  readonly name: string;
}

/**
 * The authoritative copy of one live document, as a room drives it: RoomCore (plugins/collab/room.ts)
 * behind this narrow face, so the room's sockets, log and folds do not depend on how commands are rebased.
 */
export interface RoomEngine {
  readonly seq: number;
  readonly document: Workbook;
  /** Runs a client's command (rebased over what its author had not seen) as the next seq, or says why not. */
  submit(clientId: string, author: Author, command: ClientCommand): SequencedCommand | { readonly rejected: string };
  /** Takes a command sequenced before (the log at opening, another process's append): its patches, at its seq. */
  adopt(command: SequencedCommand): void;
}

export type RoomEngineFactory = (document: Workbook, seq: number) => RoomEngine;
