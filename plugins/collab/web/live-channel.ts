import { BehaviorSubject, combineLatest, distinctUntilChanged, filter, firstValueFrom, map, merge, of, take, type Subscription } from 'rxjs';
import { api, PAGE_ID, type ChannelRequest, type ChannelTarget, type EditHistory, type EditorSaver, type OpenVersion, type SaveProgress, type SaveStatus } from '../../../web/plugin-api/index.js';
import type { Selection } from '../../workbook/index.js';
import { PROTOCOL_VERSION, type PeerSelection, type ServerMessage } from '../protocol.js';
import { atOnce, BatchQueue, type Schedule } from './batch-queue.js';
import { DivergedError } from '../rerun-command.js';
import { LiveSocket, liveUrl, type SocketFactory, type SocketState } from './live-socket.js';
import { liveNotices } from './notices.js';
import { NOBODY, presence } from './presence.js';
import type { SyncEngine } from './sync-engine.js';

/** What the live channel is built from: the editor's request, its sync engine and how sockets are made. */
export interface LiveChannelParts {
  readonly request: ChannelRequest;
  readonly sync: SyncEngine;
  /** The page's address, for the socket's (tests give their own). */
  readonly location: { protocol: string; host: string };
  readonly socketFactory?: SocketFactory;
  /** When the server's messages are applied: in a page once a frame (several together), at once by default. */
  readonly schedule?: Schedule;
}

/** The reload notice's title. */
export const RELOADED_TITLE = 'This version was reloaded';

/**
 * The editor's saver when co-editing (issue 36): one live socket for the open document, whose messages
 * the sync engine applies. Edits are saved once the server acknowledges them, so the status reads
 * 'Saving...' while some are pending, 'All changes saved' when none is, and the offline words while the
 * connection is down (edits are kept and sent again on reconnect). It also tells the server where this
 * editor's selection is and keeps the page's presence up to date.
 */
export class LiveChannel implements EditorSaver {
  readonly status$ = new BehaviorSubject<SaveStatus>('saved');
  readonly version$?: BehaviorSubject<OpenVersion>;
  /** A template's Developers menu switch (SPEC section 2): off, edits are held until Save sends them. */
  readonly autosave$?: BehaviorSubject<boolean>;
  readonly history: EditHistory;
  readonly progress$ = new BehaviorSubject<SaveProgress | undefined>(undefined);
  /** The most commands waiting at once since none was: what the progress counts against. */
  private busyPeak = 0;
  /** Made when the channel connects: at once, or at the first edit of a published version. */
  private socket: LiveSocket | undefined;
  private readonly socketState = new BehaviorSubject<SocketState>('connecting');
  private readonly pending = new BehaviorSubject(0);
  /** A Save with autosave off: the held edits are being sent, and so are those made meanwhile. */
  private readonly flushing = new BehaviorSubject(false);
  private readonly subscriptions: Subscription[] = [];
  private readonly incoming: BatchQueue<ServerMessage>;
  private lastSelection: string | undefined;
  /** A welcome came on this connection: the server knows this tab, so its selection can be sent. */
  private welcomed = false;
  private disposed = false;

  constructor(private readonly parts: LiveChannelParts) {
    const { request, sync } = parts;
    this.history = sync.history;
    this.incoming = new BatchQueue((message) => this.receive(message), parts.schedule ?? atOnce);
    if (request.target.kind === 'version') {
      this.version$ = new BehaviorSubject(request.target.version);
      this.autosave$ = new BehaviorSubject(true);
    }
    const held$ = combineLatest([this.autosave$ ?? of(true), this.flushing]).pipe(map(([autosave, flushing]) => !autosave && !flushing), distinctUntilChanged());
    this.subscriptions.push(
      sync.pending$.subscribe(this.pending),
      this.pending.subscribe((count) => this.followProgress(count)),
      sync.notices$.subscribe((notice) => liveNotices.next(notice)),
      held$.subscribe((held) => sync.hold(held)),
      // Held edits are not being saved: the Save button says so (it stands in for the status then).
      combineLatest([this.socketState, this.pending, held$]).subscribe(([state, count, held]) => this.status$.next(state === 'lost' ? 'offline' : count > 0 && !held ? 'saving' : 'saved')),
      request.kernel.view.state$.pipe(map((view) => view.selection)).subscribe((selection) => this.sendSelection(selection)),
    );
    // The kernel marks every change dirty; here dirty means not acknowledged yet, so it follows `pending` (unless the page keeps it).
    if (!request.pageKeepsDirty) this.subscriptions.push(merge(request.kernel.bus.executed$, this.pending).subscribe(() => this.followDirty()));
    // A published version is never edited: joining it makes its draft, so the channel waits for an edit.
    if (request.target.kind === 'version' && request.target.version.published) {
      this.subscriptions.push(this.pending.pipe(filter((count) => count > 0), take(1)).subscribe(() => this.connect()));
    } else {
      this.connect();
    }
  }

  private connect(): void {
    const { request, sync } = this.parts;
    const socket = new LiveSocket(liveUrl(this.parts.location, { ...targetQuery(request.target), origin: sync.origin, page: PAGE_ID, protocol: String(PROTOCOL_VERSION) }), this.parts.socketFactory);
    this.socket = socket;
    this.subscriptions.push(
      socket.state$.pipe(distinctUntilChanged()).subscribe((state) => {
        this.socketState.next(state);
        this.stateChanged(state);
      }),
      socket.messages$.subscribe((message) => this.incoming.push(message)),
    );
  }

  get dirty(): boolean {
    return this.pending.value > 0;
  }

  /** Resolves once nothing is pending, or at once while offline (the edits are kept and sent later). */
  async save(): Promise<void> {
    if (!this.dirty || this.status$.value === 'offline') return;
    this.flushing.next(true);
    try {
      await firstValueFrom(this.status$.pipe(filter((status) => status !== 'saving')));
    } finally {
      this.flushing.next(false);
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.incoming.clear();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.socket?.close();
    this.parts.sync.dispose();
    this.status$.complete();
    presence.next(NOBODY);
  }

  /** Drops the connection as a network failure would; it reconnects by itself (tests and the bench). */
  dropConnection(): void {
    this.socket?.drop();
  }

  private stateChanged(state: SocketState): void {
    // What came on the old connection is applied before anything of the new one.
    this.incoming.flush();
    if (state === 'open') return this.parts.sync.connect((message) => void this.socket?.send(message));
    if (state !== 'lost') return;
    this.welcomed = false;
    this.parts.sync.disconnect();
    // Who is there is known again from the next welcome.
    presence.next({ ...presence.value, peers: [] });
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.welcomed = true;
        presence.next({ self: message.clientId, peers: message.peers });
        this.parts.sync.receive(message);
        this.adoptVersion(message);
        // The server knows nothing of this tab's selection yet (a new socket).
        this.lastSelection = undefined;
        this.sendSelection(this.parts.request.kernel.view.state.selection);
        return;
      case 'peers':
        presence.next({ ...presence.value, peers: message.peers });
        return;
      case 'reload':
        return this.reload(message);
      case 'pong':
        return;
      default:
        this.applyCommand(message);
    }
  }

  private applyCommand(message: ServerMessage): void {
    try {
      this.parts.sync.receive(message);
    } catch (error) {
      if (!(error instanceof DivergedError)) throw error;
      // A command run again here did not run as on the server: reconnect, and the welcome loads its document.
      this.incoming.clear();
      this.socket?.drop();
    }
  }

  /** Reloads the document as the server asks; with a notice unless this page's own request caused it. */
  private reload(message: ServerMessage & { type: 'reload' }): void {
    if (!message.own) liveNotices.next({ title: RELOADED_TITLE, description: message.reason });
    this.parts.request.reload(message.versionId);
  }

  /**
   * A published version is never edited: the server opens its draft instead and its welcome names it
   * (`versionId`), which becomes the version the editor shows (the page's address follows); its name
   * comes from the API.
   */
  private adoptVersion(message: ServerMessage & { type: 'welcome' }): void {
    const version = this.version$;
    const target = this.parts.request.target;
    if (!version || target.kind !== 'version' || message.versionId === undefined || message.versionId === version.value.id) return;
    const id = message.versionId;
    version.next({ id, name: version.value.name, published: false });
    void api
      .get<{ grid: { gridVersion: { id: string; name: string } } }>(`/api/grids/${encodeURIComponent(target.gridId)}`, { query: { gridVersionId: id } })
      .then(({ grid }) => version.value.id === id && !this.disposed && version.next({ ...version.value, name: grid.gridVersion.name }))
      // The draft keeps the published version's name on screen until the next load: nothing is lost.
      .catch(() => undefined);
  }

  private followProgress(count: number): void {
    this.busyPeak = count === 0 ? 0 : Math.max(this.busyPeak, count);
    this.progress$.next(this.busyPeak > 1 ? { done: this.busyPeak - count, total: this.busyPeak } : undefined);
  }

  private followDirty(): void {
    const dirty = this.parts.request.kernel.dirty;
    if (this.dirty === dirty.dirty) return;
    if (this.dirty) dirty.markDirty();
    else dirty.markClean();
  }

  private sendSelection(selection: Selection): void {
    const area = peerSelection(selection);
    const key = JSON.stringify(area);
    if (key === this.lastSelection || !this.welcomed) return;
    if (this.socket?.send({ type: 'selection', selection: area })) this.lastSelection = key;
  }
}

/** The address's query for a target: `grid` and `version` for a template version, `shadow` for a shadow. */
export function targetQuery(target: ChannelTarget): Record<string, string> {
  return target.kind === 'version' ? { grid: target.gridId, version: target.version.id } : { shadow: target.token };
}

/** The view's selection as the protocol's range. */
export function peerSelection(selection: Selection): PeerSelection {
  const { anchor, focus, sheetId } = selection;
  return { sheetId, top: Math.min(anchor.row, focus.row), bottom: Math.max(anchor.row, focus.row), left: Math.min(anchor.col, focus.col), right: Math.max(anchor.col, focus.col) };
}
