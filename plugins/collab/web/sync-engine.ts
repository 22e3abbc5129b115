import type { Observable } from 'rxjs';
import type { EditHistory } from '../../../web/plugin-api/index.js';
import type { ClientMessage, ServerMessage } from '../protocol.js';

/** What the sync engine tells the person editing (plugins/collab/client-sync.ts's notices, in words). */
export interface SyncNotice {
  readonly title: string;
  readonly description?: string;
}

/**
 * The convergence engine as the live channel drives it (ClientSync, plugins/collab/client-sync.ts): it
 * captures the kernel's own commands as pending, sends them while connected, applies the server's
 * messages, and undoes only this editor's own commands.
 */
export interface SyncEngine {
  /** This tab's id, kept across reconnects: the socket's address names it (`origin`), so the server can tell a resend. */
  readonly origin: string;
  /** The connection is open: messages go through `send`; pending commands are sent again after the welcome. */
  connect(send: (message: ClientMessage) => void): void;
  /** The connection dropped: edits stay pending until the next `connect`. */
  disconnect(): void;
  /** Holds new commands unsent (autosave off) or sends every held one and ends the hold. */
  hold(held: boolean): void;
  /** A welcome, command or rejection from the server. */
  receive(message: ServerMessage): void;
  /** How many of this editor's commands the server has not acknowledged. */
  readonly pending$: Observable<number>;
  readonly notices$: Observable<SyncNotice>;
  readonly history: EditHistory;
  dispose(): void;
}
