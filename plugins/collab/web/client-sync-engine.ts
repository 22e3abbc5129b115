import { BehaviorSubject, map } from 'rxjs';
import type { Kernel } from '../../../kernel/index.js';
import type { Workbook, WorkbookView } from '../../workbook/index.js';
import { ClientSync } from '../client-sync.js';
import type { ClientMessage } from '../protocol.js';
import type { SyncEngine } from './sync-engine.js';

/**
 * The live channel's sync engine: ClientSync on the editor's kernel. ClientSync sends only while it is
 * welcomed; the channel hands it the open socket's `send` and tells it when the socket drops.
 */
export function startSync(kernel: Kernel<Workbook, WorkbookView>): SyncEngine {
  let send: ((message: ClientMessage) => void) | undefined;
  const sync = new ClientSync({ kernel, send: (message) => send?.(message) });
  const pending$ = new BehaviorSubject(0);
  // ClientSync captures each command from the bus before this runs (it subscribed first), so the count is current.
  const counting = kernel.bus.executed$.subscribe(() => pending$.next(sync.pendingCount));
  return {
    origin: sync.tabOrigin,
    connect(next) {
      send = next;
    },
    disconnect() {
      send = undefined;
      sync.disconnected();
      pending$.next(sync.pendingCount);
    },
    hold(held) {
      sync.hold(held);
    },
    receive(message) {
      sync.receive(message);
      pending$.next(sync.pendingCount);
    },
    pending$,
    notices$: sync.notices$.pipe(map((notice) => ({ title: notice.message }))),
    history: {
      state$: sync.undoState$,
      get canUndo() {
        return sync.canUndo;
      },
      get canRedo() {
        return sync.canRedo;
      },
      undo: () => sync.undo(),
      redo: () => sync.redo(),
    },
    dispose() {
      counting.unsubscribe();
      sync.dispose();
    },
  };
}
