import { stepsFor, type Steps } from '../../../kernel/index.js';
import type { ClientCommand } from '../protocol.js';

/** How a preparation names what it waits for: a queued command and the editor that sent it. */
export interface PreparedItem {
  readonly clientId: string;
  readonly command: ClientCommand;
}

/**
 * A big command (a sort of 200k rows) whose costly part a room does ahead, in steps between its turns
 * (RoomCore.prepare), so that others' commands run meanwhile; it runs, cheaply, once its steps are done.
 * Until then its editor's later commands wait behind it, and so do commands on its sheet: run first,
 * they would change what its steps read, and it would have to run in full.
 */
export class Preparation<T extends PreparedItem> {
  private result: unknown;
  private done = false;
  private readonly sheetId: string | undefined;

  constructor(readonly item: T, private readonly steps: Steps<unknown>) {
    this.sheetId = sheetOf(item.command.params);
  }

  get ready(): boolean {
    return this.done;
  }

  /** What its steps gave (undefined if one failed: the command then runs in full and refuses itself). */
  get prepared(): unknown {
    return this.result;
  }

  /** Whether `item` must wait for this command. */
  holds(item: T): boolean {
    return item.clientId === this.item.clientId || (this.sheetId !== undefined && sheetOf(item.command.params) === this.sheetId);
  }

  /** Runs its steps for about `ms` milliseconds (at least one step). */
  advance(ms: number): void {
    try {
      const stepped = stepsFor(this.steps, ms);
      if (!stepped.done) return;
      this.result = stepped.value;
    } catch {
      // Its command runs in full, and refuses itself.
    }
    this.done = true;
  }
}

/** The sheet a command's params name (most of the workbook's commands carry `sheetId`). */
function sheetOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || !('sheetId' in params)) return undefined;
  return typeof params.sheetId === 'string' ? params.sheetId : undefined;
}
