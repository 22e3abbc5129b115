import type { Patch } from 'immer';
import { BehaviorSubject, Subject, type Observable, type Subscription } from 'rxjs';
import { applyPatchesShared, type ExecutedCommand, type Kernel, type RemoteMark, type DescribedChange } from '../../kernel/runtime.js';
import type { Workbook } from '../workbook/index.js';
import type { WorkbookView } from '../workbook/index.js';
import { applyPatchesCommand } from './apply-patches.js';
import { deepEqual } from './deep-equal.js';
import { droppedMessage, overwrittenMessage, TARGET_DELETED_REASON, UNDO_INVALID_MESSAGE } from './messages.js';
import type { ClientCommand, ClientMessage, SequencedCommand, ServerMessage } from './protocol.js';
import { rerunCommand } from './rerun-command.js';
import { cellKeys, overlaps, pathKey } from './patch-paths.js';
import { ScriptedIds } from './scripted-ids.js';
import { UndoHistory, type UndoStep } from './undo-history.js';

/** What the author is told (the editor shows it as a short notice). */
export type CollabNotice =
  | { readonly kind: 'overwritten'; readonly author: string; readonly message: string }
  | { readonly kind: 'dropped'; readonly commandId: string; readonly message: string }
  | { readonly kind: 'undo-skipped'; readonly message: string };

export interface ClientSyncOptions {
  readonly kernel: Kernel<Workbook, WorkbookView>;
  /** Sends a message on the socket; called only while connected. */
  readonly send: (message: ClientMessage) => void;
  /** The tab's id, kept across reconnects (the socket URL's `origin=`); a random one by default. */
  readonly origin?: string;
}

/** A sequenced command with what it did on this copy (the server's patches, or its own run of a deterministic one). */
type Applied = SequencedCommand & { readonly patches: readonly Patch[]; readonly structural: readonly DescribedChange[] };

/** Own commands remembered to tell an overwrite (a cell of mine changed by someone who had not seen it). */
const RECENT_OWN = 200;

interface Pending {
  readonly serial: number;
  readonly id: string;
  params: unknown;
  readonly batch?: number;
  patches: readonly Patch[];
  inversePatches: readonly Patch[];
  structural: readonly DescribedChange[];
  /** The seq of the confirmed document its params are in: its baseSeq when sent. */
  frameSeq: number;
  /** The seq of the confirmed document it last ran on top of (its patches are of that document). */
  ranOnSeq: number;
  /** Its localId on the current socket, once sent. */
  localId?: number;
  /** The undo step it belongs to (its before/after become the server's on acknowledgement). */
  step?: UndoStep;
  /** The ids its first run drew: its re-runs and the server's run draw the same. */
  readonly ids: readonly string[];
}

/**
 * A kernel's side of co-editing (host-neutral): every command the person runs is captured from the bus
 * as pending and sent; the copy is the server's confirmed document plus the pending commands run again
 * on top. Remote commands and acknowledgements are applied from the server's patches through the bus
 * (sources 'take-back' and 'remote'), so the engine and every follower see them and all copies converge.
 * Undo and redo take back one's own commands only (undo-patches.ts), sent as commands.
 *
 * The host calls `receive` with each server message, `disconnected` when the socket drops (then sends
 * nothing until the next welcome), and `undo`/`redo` instead of the kernel's.
 */
export class ClientSync {
  private readonly kernel: Kernel<Workbook, WorkbookView>;
  private readonly ids: ScriptedIds;
  /** The sheet the person was on when pending commands were taken back (rerunPending returns to it). */
  private sheetBeforeTakeBack: string | undefined;
  private readonly origin: string;
  private readonly subscription: Subscription;
  private readonly noticeSubject = new Subject<CollabNotice>();
  private readonly offlineSubject = new BehaviorSubject(true);
  /** New commands wait for the hold to end (see hold). */
  private held = false;
  private readonly history: UndoHistory;
  private pending: Pending[] = [];
  private recentOwn: { seq: number; cells: Set<string> }[] = [];
  private confirmedDocument: Workbook;
  private confirmedSeq = 0;
  private welcomed = false;
  private id: string | undefined;
  private serials = 0;
  private localIds = 0;
  private applying = false;
  private lastBefore: Workbook;

  constructor(private readonly options: ClientSyncOptions) {
    this.kernel = options.kernel;
    this.ids = ScriptedIds.install(this.kernel.services);
    this.origin = options.origin ?? randomOrigin();
    this.confirmedDocument = this.kernel.store.state;
    this.lastBefore = this.kernel.store.state;
    this.history = new UndoHistory(this.kernel, (message) => this.noticeSubject.next({ kind: 'undo-skipped', message }));
    const before = this.kernel.bus.before$.subscribe(() => {
      if (this.applying) return;
      this.lastBefore = this.kernel.store.state;
      // Ids a refused command drew are not the next command's.
      this.ids.take();
    });
    this.subscription = this.kernel.bus.executed$.subscribe((event) => this.capture(event));
    this.subscription.add(before);
  }

  get notices$(): Observable<CollabNotice> {
    return this.noticeSubject.asObservable();
  }

  /** True until the first welcome and after a drop: commands are kept and sent on the next welcome. */
  get offline(): boolean {
    return this.offlineSubject.value;
  }

  get offline$(): Observable<boolean> {
    return this.offlineSubject.asObservable();
  }

  get undoState$(): Observable<{ canUndo: boolean; canRedo: boolean }> {
    return this.history.state$;
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** The server's clientId for this socket (undefined before the first welcome). */
  get clientId(): string | undefined {
    return this.id;
  }

  get tabOrigin(): string {
    return this.origin;
  }

  /** The last seq applied, and the document the server confirmed up to it. */
  get seq(): number {
    return this.confirmedSeq;
  }

  get confirmed(): Workbook {
    return this.confirmedDocument;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  receive(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        return this.welcome(message.clientId, message.seq, message.document as Workbook, message.applied);
      case 'command':
        return message.command.clientId === this.id && this.pending.some((p) => p.localId === message.command.localId)
          ? this.acknowledged(message.command)
          : this.remote(message.command);
      case 'rejected':
        return this.rejected(message.localId, message.reason, message.duplicate === true);
      default:
        return;
    }
  }

  /**
   * Holds this editor's new commands (autosave switched off, SPEC's Developers menu): they are kept and
   * run locally, rebased on others' as they come, and sent when the hold ends (a Save, or autosave on).
   */
  hold(held: boolean): void {
    this.held = held;
    if (held || this.offline) return;
    for (const p of this.pending) if (p.localId === undefined) this.sendPending(p);
  }

  /** The socket dropped: keep editing locally; everything pending is sent again after the next welcome. */
  disconnected(): void {
    for (const p of this.pending) p.localId = undefined;
    this.offlineSubject.next(true);
  }

  /** Takes back one's own last step (also after others' edits); false when there is none or it was skipped. */
  undo(): boolean {
    return this.history.undo();
  }

  redo(): boolean {
    return this.history.redo();
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.noticeSubject.complete();
  }

  // ---- capture ----

  private capture(event: ExecutedCommand): void {
    if (event.source === 'load' && !this.applying) {
      this.history.clear();
      return;
    }
    if (event.source !== 'command' || this.applying) return;
    const step = this.history.record(event, this.lastBefore);
    const entry: Pending = {
      serial: ++this.serials,
      id: event.id,
      params: event.params,
      batch: event.batch,
      patches: event.patches,
      inversePatches: event.inversePatches,
      structural: event.structural,
      frameSeq: this.confirmedSeq,
      ranOnSeq: this.confirmedSeq,
      step,
      ids: this.ids.take(),
    };
    this.pending.push(entry);
    this.lastBefore = this.kernel.store.state;
    if (!this.offline && !this.held) this.sendPending(entry);
  }

  private sendPending(entry: Pending): void {
    entry.localId = ++this.localIds;
    const command: ClientCommand = {
      localId: entry.localId,
      baseSeq: entry.frameSeq,
      id: entry.id,
      params: entry.params,
      origin: this.origin,
      serial: entry.serial,
      ...(entry.ids.length > 0 ? { ids: entry.ids } : {}),
      ...(entry.batch !== undefined ? { batch: entry.batch } : {}),
    };
    this.options.send({ type: 'command', command });
  }

  // ---- server messages ----

  private welcome(clientId: string, seq: number, document: Workbook, applied: number | undefined): void {
    this.id = clientId;
    this.localIds = 0;
    this.pending = this.pending.filter((p) => p.serial > (applied ?? 0));
    this.applying = true;
    try {
      if (!deepEqual(document, this.confirmedDocument) || this.kernel.store.state !== this.confirmedDocument || !this.welcomed) this.kernel.bus.load(document);
    } finally {
      this.applying = false;
    }
    this.confirmedDocument = this.kernel.store.state;
    this.confirmedSeq = seq;
    if (!this.welcomed) for (const p of this.pending) p.frameSeq = seq;
    this.welcomed = true;
    // Params made on an older copy run as they are here; the server transforms them from their frame.
    this.rerunPending(false);
    this.offlineSubject.next(false);
    if (!this.held) for (const p of this.pending) this.sendPending(p);
  }

  private acknowledged(command: SequencedCommand): void {
    const index = this.pending.findIndex((p) => p.localId === command.localId);
    const own = this.pending[index];
    const before = this.confirmedDocument;
    let applied: Applied;
    if (index === 0 && this.sameAsOwn(own, command)) {
      applied = { ...command, patches: own.patches, structural: own.structural };
      this.pending.shift();
      // The rest ran on top of it: on the document it confirms.
      for (const p of this.pending) if (p.ranOnSeq === this.confirmedSeq) p.ranOnSeq = command.seq;
      // Nothing else pending, the copy is the confirmed document: its own patches made it from `before`.
      this.confirm(command, this.pending.length === 0 ? this.kernel.store.state : applyPatchesShared(before, applied.patches));
    } else {
      this.takeBackPending();
      this.pending.splice(index, 1);
      applied = this.applyConfirmed(command, { kind: 'rebase', seq: command.seq });
      this.rerunPending(true);
    }
    if (own.step) this.history.acknowledged(own.step, applied.patches, before, this.confirmedDocument);
    this.rememberOwn(applied);
  }

  /**
   * Whether one's first pending command did on the copy what the server did: the same patches, or for a
   * command sent back without them (deterministic), the same params run on the same document.
   */
  private sameAsOwn(own: Pending, command: SequencedCommand): boolean {
    if (command.patches !== undefined) return deepEqual(own.patches, command.patches);
    return own.ranOnSeq === this.confirmedSeq && this.confirmedSeq === command.seq - 1 && deepEqual(own.params, command.params);
  }

  private remote(command: SequencedCommand): void {
    if (this.commutes(command)) return this.applyOnTop(command);
    const before = this.confirmedDocument;
    this.takeBackPending();
    const applied = this.applyConfirmed(command, { kind: 'remote', author: command.author, seq: command.seq });
    this.noticeOverwrites(applied);
    for (const p of this.pending) {
      for (const change of applied.structural) {
        if (p.params === undefined) break;
        p.params = this.kernel.bus.rebase(p.id, p.params, change, before);
      }
      p.frameSeq = command.seq;
    }
    this.rerunPending(true);
  }

  /**
   * A remote command with no structural change whose patches touch none of the paths the pending ones
   * wrote (nor their parents or children) gives the same document applied on top of them as under
   * them: nothing is taken back or run again. Should a pending command have read what it changed, its
   * acknowledgement's patches differ from the local ones, and the slow path puts it right then.
   */
  private commutes(command: SequencedCommand): command is Applied {
    // A command sent without its patches is run on the confirmed document, under the pending ones.
    if (command.patches === undefined || command.structural === undefined) return false;
    if (this.pending.length === 0) return true;
    if (command.structural.length > 0 || this.pending.some((p) => p.structural.length > 0)) return false;
    const written = new Set<string>();
    for (const p of this.pending) for (const patch of p.patches) written.add(pathKey(patch.path));
    return command.patches.every((patch) => !overlaps(patch.path, written));
  }

  private applyOnTop(command: Applied): void {
    // With nothing pending the copy is the confirmed document, and the replay makes the next one of it.
    const onConfirmed = this.kernel.store.state === this.confirmedDocument;
    this.applying = true;
    try {
      if (command.patches.length > 0) {
        this.kernel.bus.replay('remote', command.patches, command.inversePatches ?? [], [], { id: command.id, params: command.params, remote: { kind: 'remote', author: command.author, seq: command.seq } });
      }
    } finally {
      this.applying = false;
    }
    this.confirm(command, onConfirmed ? this.kernel.store.state : applyPatchesShared(this.confirmedDocument, command.patches));
    this.noticeOverwrites(command);
    for (const p of this.pending) p.frameSeq = command.seq;
  }

  private rejected(localId: number, reason: string, duplicate: boolean): void {
    const index = this.pending.findIndex((p) => p.localId === localId);
    if (index < 0) return;
    const [gone] = this.pending.slice(index, index + 1);
    this.takeBackPending();
    this.pending.splice(index, 1);
    this.rerunPending(true);
    if (gone.step) this.history.drop(gone.step);
    if (!duplicate) this.noticeDropped(gone.id, reason);
  }

  /** A command that will not be made; an undo or redo that could not be is said so. */
  private noticeDropped(commandId: string, reason: string): void {
    if (commandId === applyPatchesCommand.id) this.noticeSubject.next({ kind: 'undo-skipped', message: UNDO_INVALID_MESSAGE });
    else this.noticeSubject.next({ kind: 'dropped', commandId, message: droppedMessage(reason) });
  }

  // ---- the copy: confirmed + pending ----

  /** Undoes every pending command (last first) in one event, back to the confirmed document. */
  private takeBackPending(): void {
    if (this.pending.length === 0) return;
    this.sheetBeforeTakeBack ??= this.kernel.view.state.activeSheetId;
    const inverse: Patch[] = [];
    const forward: Patch[] = [];
    const structural: DescribedChange[] = [];
    for (let i = this.pending.length - 1; i >= 0; i--) inverse.push(...this.pending[i].inversePatches);
    for (const p of this.pending) {
      forward.push(...p.patches);
      structural.push(...p.structural);
    }
    this.applying = true;
    try {
      this.kernel.bus.replay('take-back', inverse, forward, structural, { id: 'collab.take-back', params: undefined, remote: { kind: 'rebase' } });
    } finally {
      this.applying = false;
    }
  }

  /**
   * Applies a sequenced command's patches on the confirmed document (the store holds it now), or runs it
   * there when it came without them (a deterministic command), and gives what it did.
   */
  private applyConfirmed(command: SequencedCommand, mark: RemoteMark): Applied {
    let applied: Applied;
    this.applying = true;
    try {
      if (command.patches === undefined) applied = { ...command, ...rerunCommand(this.kernel, this.ids, command, mark) };
      else {
        applied = { ...command, patches: command.patches, structural: command.structural ?? [] };
        if (applied.patches.length > 0) this.kernel.bus.replay('remote', applied.patches, command.inversePatches ?? [], applied.structural, { id: command.id, params: command.params, remote: mark });
      }
    } finally {
      this.applying = false;
    }
    this.confirm(command, this.kernel.store.state);
    return applied;
  }

  private confirm(command: SequencedCommand, document: Workbook): void {
    this.confirmedDocument = document;
    this.confirmedSeq = command.seq;
  }

  /**
   * Runs the pending commands again on the confirmed document. A command that no longer applies (its
   * target deleted, refused) is dropped with a notice when `drop`; after a reconnect it is kept, unrun
   * here, for the server to transform from its own frame.
   */
  private rerunPending(drop: boolean): void {
    const kept: Pending[] = [];
    this.applying = true;
    try {
      for (const p of this.pending) {
        const outcome = p.params === undefined ? undefined : this.ids.run(p.ids, () => this.kernel.bus.perform(p.id, p.params, { kind: 'rebase' }));
        p.ranOnSeq = this.confirmedSeq;
        if (outcome?.ok) {
          p.patches = outcome.executed?.patches ?? [];
          p.inversePatches = outcome.executed?.inversePatches ?? [];
          p.structural = outcome.executed?.structural ?? [];
          kept.push(p);
          continue;
        }
        p.patches = [];
        p.inversePatches = [];
        p.structural = [];
        if (!drop) {
          kept.push(p);
          continue;
        }
        if (p.step) this.history.drop(p.step);
        this.noticeDropped(p.id, outcome === undefined ? TARGET_DELETED_REASON : outcome.error);
      }
    } finally {
      this.applying = false;
    }
    this.pending = kept;
    this.returnToSheet();
  }

  /**
   * Taking back a pending new sheet the person is on moves the view to a neighbour (the workbook's
   * followActiveSheet); once the sheet is there again, so is the view.
   */
  private returnToSheet(): void {
    const sheetId = this.sheetBeforeTakeBack;
    this.sheetBeforeTakeBack = undefined;
    if (sheetId === undefined || this.kernel.view.state.activeSheetId === sheetId) return;
    const sheet = this.kernel.store.state.sheetsById[sheetId];
    if (sheet && !sheet.hidden) this.kernel.view.run('view.set-active-sheet', { sheetId });
  }

  // ---- notices ----

  private rememberOwn(command: Applied): void {
    const cells = cellKeys(command.patches);
    if (cells.size === 0) return;
    this.recentOwn.push({ seq: command.seq, cells });
    if (this.recentOwn.length > RECENT_OWN) this.recentOwn.shift();
  }

  /** A remote command that changed a cell of one's own confirmed edit it had not seen: last received wins, say who. */
  private noticeOverwrites(command: Applied): void {
    if (command.clientId === this.id) return;
    const baseSeq = command.baseSeq ?? command.seq - 1;
    const unseen = this.recentOwn.filter((own) => own.seq > baseSeq);
    if (unseen.length === 0) return;
    const touched = cellKeys(command.patches);
    if (unseen.some((own) => [...own.cells].some((cell) => touched.has(cell)))) {
      this.noticeSubject.next({ kind: 'overwritten', author: command.author.name, message: overwrittenMessage(command.author.name) });
    }
  }

}

function randomOrigin(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
