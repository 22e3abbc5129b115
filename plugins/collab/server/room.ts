import type { Steps } from '../../../kernel/index.js';
import type { LiveDocument, LiveEvent, LiveHost } from '../../../server/plugin-api/index.js';
import { SeqTakenError } from '../../../server/plugin-api/index.js';
import type { JsonObject } from '../../../server/plugin-api/index.js';
import type { Workbook } from '../../workbook/index.js';
import type { ClientCommand, ClientMessage, Peer, SequencedCommand, ServerMessage } from '../protocol.js';
import { PEER_TIMEOUT_MS } from '../protocol.js';
import { CommandQueue } from './command-queue.js';
import { encodedLogEntry } from './encoded.js';
import { Preparation } from './preparation.js';
import { SteppedFold } from './stepped-fold.js';
import { nextColor } from './presence.js';
import type { Author, LoggedCommand, RoomEngine, RoomEngineFactory } from './room-engine.js';

/** A room's end of one socket. */
export interface RoomSocket {
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

/** How a room reads and writes the template file format, and when it folds its log. */
export interface RoomSettings {
  readonly host: LiveHost;
  readonly makeEngine: RoomEngineFactory;
  readonly readWorkbook: (content: JsonObject) => Workbook;
  readonly writeWorkbook: (workbook: Workbook) => JsonObject;
  /** The template file's text of a workbook, given to `write` in pieces, in steps (a version's fold between turns). */
  readonly writeWorkbookSteps: (workbook: Workbook, write: (piece: string) => void) => Steps<void>;
  /** Fold after this many commands since the last fold... */
  readonly foldEvery: number;
  /** ...or once the room has been quiet this long. */
  readonly foldIdleMs: number;
}

/**
 * A turn runs queued commands until this much time went by (at least one), then logs and sends them and
 * lets the event loop read what came meanwhile: others' commands wait for at most about one slice and
 * its durable write, not for a whole backlog (a big command is prepared in steps of about one slice).
 */
export const SLICE_MS = 20;

/**
 * A turn steps a big command's preparation this long (and one step more at most), after its batch went
 * out: a command arriving meanwhile waits for about this and its own turn.
 */
const PREPARE_MS = 10;

/** Close codes the client acts on: 4000 reload the document, 4001 a protocol error it should not repeat. */
export const CLOSE_RELOAD = 4000;
export const CLOSE_PROTOCOL = 4001;
export const CLOSE_TIMEOUT = 4002;

interface Member {
  readonly socket: RoomSocket;
  readonly author: Author;
  /** The page the socket belongs to (`page=`): its own requests' reloads are told as its own. */
  readonly page?: string;
  /** Its page reads every command with its patches (protocol 1: loaded before commands went without). */
  readonly wantsPatches: boolean;
  peer: Peer;
  lastSeen: number;
}

interface Queued {
  readonly clientId: string;
  readonly author: Author;
  readonly command: ClientCommand;
}

type Outcome = LoggedCommand | { readonly clientId: string; readonly localId: number; readonly reason: string; readonly duplicate?: boolean };

let clientCounter = 0;

/**
 * One live document (a template version or a shadow) and the sockets editing it. Commands are run in the
 * order they arrive, logged durably, and only then sent to everyone (the author's acknowledgement). All
 * work on the engine happens in turns, one at a time, so a welcome, a batch of commands, a fold or a
 * catch-up never interleave.
 */
export class LiveRoom {
  private readonly members = new Map<string, Member>();
  private readonly queued = new CommandQueue<Queued>();
  /** Big commands taken from the queue and being prepared in steps between turns (Preparation). */
  private preparations: Preparation<Queued>[] = [];
  /** A version's fold under way, written in steps between turns. */
  private stepped: SteppedFold | undefined;
  private draining = false;
  /** Each editor's commands received and not yet sent on (nor refused). */
  private readonly unsent = new Map<string, number>();
  /** Editors whose selection moved while a command of theirs was unsent: told with their commands. */
  private readonly heldSelections = new Set<string>();
  private turns: Promise<unknown> = Promise.resolve();
  private foldedSeq: number;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(readonly document: LiveDocument, private engine: RoomEngine, private readonly settings: RoomSettings, private readonly onClosed: () => void) {
    this.foldedSeq = document.seq;
  }

  /** The room of a stored document: its content, with the log since that content's seq taken in. */
  static async open(document: LiveDocument, settings: RoomSettings, onClosed: () => void): Promise<LiveRoom> {
    // Read again as the room opens: the content the join found may be one a closing room has folded past since.
    const engine = await loadEngine(settings, document);
    return new LiveRoom(document, engine, settings, onClosed);
  }

  get key(): string {
    return this.document.key;
  }

  get seq(): number {
    return this.engine.seq;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Adds a socket: it gets the document at the room's seq, then every command after it. `origin` is the
   * editor's id (the socket URL's `origin=`): the welcome says which of its commands the document holds;
   * `page` is its page's (`page=`), `protocol` what its page's code reads (PROTOCOL_VERSION; 1 when absent).
   */
  join(socket: RoomSocket, author: Author, { origin, page, protocol = 1 }: { origin?: string; page?: string; protocol?: number } = {}): Promise<string | undefined> {
    return this.inTurn(() => {
      if (this.closed) return undefined;
      const clientId = `c${++clientCounter}-${Date.now().toString(36)}`;
      const peer: Peer = { clientId, userId: author.userId, name: author.name, color: nextColor([...this.members.values()].map((member) => member.peer.color)) };
      this.members.set(clientId, { socket, author, ...(page ? { page } : {}), wantsPatches: protocol < 2, peer, lastSeen: Date.now() });
      const applied = origin === undefined ? undefined : this.engine.appliedSerial(origin);
      socket.send({
        type: 'welcome', clientId, seq: this.engine.seq, document: this.engine.document, peers: this.peers(),
        ...(applied === undefined ? {} : { applied }), ...(this.document.versionId ? { versionId: this.document.versionId } : {}),
      });
      this.broadcast({ type: 'peers', peers: this.peers() }, clientId);
      return clientId;
    });
  }

  receive(clientId: string, message: ClientMessage): void {
    const member = this.members.get(clientId);
    if (!member) return;
    member.lastSeen = Date.now();
    switch (message.type) {
      case 'ping':
        member.socket.send({ type: 'pong' });
        return;
      case 'selection':
        member.peer = withSelection(member.peer, message.selection);
        // In the order the editor made them: Enter sends the edit, then the move down, and the others
        // should not draw the move (a render of its own) before the edit it follows.
        if (this.unsent.has(clientId)) this.heldSelections.add(clientId);
        else this.broadcast({ type: 'peers', peers: this.peers() }, clientId);
        return;
      case 'command':
        this.unsent.set(clientId, (this.unsent.get(clientId) ?? 0) + 1);
        this.queued.push({ clientId, author: member.author, command: message.command });
        this.scheduleDrain();
    }
  }

  /** A frame that could not be read: its command (when named) is refused; the socket stays. */
  refuse(clientId: string, localId: number, reason: string): void {
    this.members.get(clientId)?.socket.send({ type: 'rejected', localId, reason });
  }

  /** A socket closed: its peer leaves; the last one out folds the log and closes the room. */
  leave(clientId: string): void {
    if (!this.members.delete(clientId)) return;
    this.heldSelections.delete(clientId);
    this.broadcast({ type: 'peers', peers: this.peers() });
    if (this.members.size === 0) this.later(() => this.closeWhenQuiet());
  }

  /** Closes a room nobody joined (one opened to fold). */
  closeIfEmpty(): void {
    if (this.members.size === 0) this.later(() => this.closeWhenQuiet());
  }

  /** The server stops: the log is folded, the room closed (its sockets are the endpoint's to end). */
  async shutDown(): Promise<void> {
    await this.inTurn(async () => {
      await this.foldNow();
      this.members.clear();
      this.shut();
    }).catch(() => undefined);
  }

  /** Drops the peers that sent nothing, not even a ping, for PEER_TIMEOUT_MS (a closed laptop, a lost network). */
  sweep(now: number): void {
    for (const [clientId, member] of this.members) {
      if (now - member.lastSeen > PEER_TIMEOUT_MS) {
        member.socket.close(CLOSE_TIMEOUT, 'No message for too long: reconnect.');
        this.leave(clientId);
      }
    }
  }

  /** Folds the log into the stored content now (before a publish or a copy reads it). */
  fold(): Promise<void> {
    return this.inTurn(() => this.foldNow());
  }

  /** The stored document was replaced or moved by a route: every editor reloads, and the room closes without folding. */
  reload(event: LiveEvent): Promise<void> {
    return this.inTurn(() => {
      const message: ServerMessage = { type: 'reload', reason: event.reason, ...(event.versionId ? { versionId: event.versionId } : {}) };
      for (const member of this.members.values()) {
        member.socket.send(event.page !== undefined && member.page === event.page ? { ...message, own: true } : message);
        member.socket.close(CLOSE_RELOAD, 'Reload the document.');
      }
      this.members.clear();
      this.shut();
    });
  }

  /** Another process logged commands up to `seq`: take them in and pass them on. */
  catchUp(seq: number): Promise<void> {
    return this.inTurn(async () => {
      if (seq <= this.engine.seq || this.closed) return;
      for (const { command, origin, serial } of await logged(this.settings, this.key, this.engine.seq)) {
        this.engine.adopt(command, origin, serial);
        this.sendCommand(command);
      }
    });
  }

  /** One slice a turn: a join, a fold or a catch-up waits for one slice, not for a whole backlog. */
  private scheduleDrain(): void {
    if (this.draining) return;
    this.draining = true;
    this.inTurn(() => this.drainSlice()).catch(() => undefined).finally(() => {
      this.draining = false;
      // After the event loop read what came meanwhile (a turn with an in-memory log never left it); a
      // closed room runs nothing more (its editors resend to the next one).
      if ((this.queued.size > 0 || this.preparations.length > 0 || this.stepped) && !this.closed) setImmediate(() => this.scheduleDrain());
    });
  }

  /**
   * Runs the prepared commands whose steps are done, then queued commands for up to SLICE_MS, logs the
   * accepted ones in one durable append, then sends them (and the refusals, in the order they were run);
   * then a step of a big command being prepared. A seq another process took first: catch up, run them again.
   */
  private async drainSlice(): Promise<void> {
    if (this.closed) return;
    const sent = this.engine.seq;
    const batch: Queued[] = [];
    const outcomes: Outcome[] = [];
    const ready = this.preparations.filter((preparation) => preparation.ready);
    this.preparations = this.preparations.filter((preparation) => !preparation.ready);
    for (const { item, prepared } of ready) {
      batch.push(item);
      outcomes.push(this.run(item, prepared));
    }
    this.runQueued(batch, outcomes);
    if (batch.length > 0) {
      const accepted = outcomes.flatMap((outcome) => ('command' in outcome ? [outcome] : []));
      try {
        await this.settings.host.log.append(this.key, accepted.map((logged) => ({ seq: logged.command.seq, text: encodedLogEntry(logged) })));
      } catch (error) {
        await this.recover(error, batch, sent);
        return;
      }
      for (const outcome of outcomes) {
        if ('command' in outcome) this.sendCommand(outcome.command);
        else this.members.get(outcome.clientId)?.socket.send({ type: 'rejected', localId: outcome.localId, reason: outcome.reason, ...(outcome.duplicate ? { duplicate: true } : {}) });
      }
      this.sentOn(batch);
      this.afterCommands();
    }
    // After the batch went out, so that its acknowledgements do not wait for the step.
    const preparing = this.preparations.find((preparation) => !preparation.ready);
    if (preparing) preparing.advance(PREPARE_MS);
    else await this.stepFold();
  }

  /** Writes the fold under way for PREPARE_MS; stores it once it is written. */
  private async stepFold(): Promise<void> {
    const fold = this.stepped;
    const pieces = fold?.advance(PREPARE_MS);
    if (!fold || !pieces) return;
    this.stepped = undefined;
    try {
      await this.settings.host.foldText(this.key, pieces, fold.seq, fold.serials);
      this.foldedSeq = Math.max(this.foldedSeq, fold.seq);
    } catch (error) {
      // Tried again after the next commands, or when the room closes.
      this.settings.host.logLine(`live channel: ${this.key}: fold: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Runs queued commands, round-robin between editors (skipping those a preparation holds), for up to
   * SLICE_MS and at least one; a big command starts its preparation instead of running.
   */
  private runQueued(batch: Queued[], outcomes: Outcome[]): void {
    const started = performance.now();
    const held = (item: Queued) => this.preparations.some((preparation) => preparation.holds(item));
    while (batch.length === 0 || performance.now() - started < SLICE_MS) {
      const item = this.queued.take(held);
      if (item === undefined) return;
      const steps = this.engine.prepare(item.clientId, item.command);
      if (steps) this.preparations.push(new Preparation(item, steps));
      else {
        batch.push(item);
        outcomes.push(this.run(item));
      }
    }
  }

  /** A batch's commands were sent on or refused: the selections that waited for them follow. */
  private sentOn(batch: readonly Queued[]): void {
    for (const { clientId } of batch) {
      const left = (this.unsent.get(clientId) ?? 1) - 1;
      if (left > 0) this.unsent.set(clientId, left);
      else this.unsent.delete(clientId);
    }
    const released = [...this.heldSelections].filter((clientId) => !this.unsent.has(clientId));
    for (const clientId of released) this.heldSelections.delete(clientId);
    if (released.length > 0) this.broadcast({ type: 'peers', peers: this.peers() }, released.length === 1 ? released[0] : undefined);
  }

  private run({ clientId, author, command }: Queued, prepared?: unknown): Outcome {
    try {
      const result = this.engine.submit(clientId, author, command, prepared);
      if ('rejected' in result) return { clientId, localId: command.localId, reason: result.rejected, duplicate: result.duplicate };
      return { command: result, origin: command.origin ?? clientId, ...(command.serial === undefined ? {} : { serial: command.serial }) };
    } catch (error) {
      // An unknown command id, params a command cannot read: refused, the document unchanged.
      return { clientId, localId: command.localId, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * The engine ran a batch the log did not take: the engine takes it back to `sent` (its editors had
   * everything up to there). Lost to another process's append, the room catches up from the log (rebuilt
   * from the store only when the log no longer reaches `sent`: folded meanwhile) and the batch runs again
   * after it; a store failure refuses it (its authors take it back).
   */
  private async recover(error: unknown, batch: readonly Queued[], sent: number): Promise<void> {
    const rolledBack = this.engine.rollback(sent);
    if (!(error instanceof SeqTakenError)) {
      if (!rolledBack) await this.rebuild();
    } else {
      const since = await logged(this.settings, this.key, sent);
      if (rolledBack && since.length > 0 && since.every((entry, index) => entry.command.seq === sent + index + 1)) {
        for (const { command, origin, serial } of since) this.engine.adopt(command, origin, serial);
      } else {
        await this.rebuild();
      }
      // What the other process logged meanwhile goes to this room's editors first, then the batch runs after it.
      for (const { command } of since) if (command.seq <= this.engine.seq) this.sendCommand(command);
      this.queued.putBack(batch);
      return;
    }
    const reason = `Not saved: ${error instanceof Error ? error.message : String(error)}`;
    this.settings.host.logLine(`live channel: ${this.key}: ${reason}`);
    for (const { clientId, command } of batch) this.members.get(clientId)?.socket.send({ type: 'rejected', localId: command.localId, reason });
    this.sentOn(batch);
  }

  private async rebuild(): Promise<void> {
    this.engine.dispose();
    this.engine = await loadEngine(this.settings, this.document);
  }

  /** Called in a turn, once the commands it ran are in the log: a fold never holds a command the log might refuse. */
  private afterCommands(): void {
    if (this.engine.seq - this.foldedSeq >= this.settings.foldEvery) {
      this.startFold();
      return;
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.later(() => this.startFold()), this.settings.foldIdleMs);
    this.idleTimer.unref();
  }

  /**
   * A fold that nobody waits for (every `foldEvery` commands, when idle): a version's is written in steps
   * between turns (SteppedFold); a shadow's stores only its own parts, written at once.
   */
  private startFold(): void {
    clearTimeout(this.idleTimer);
    if (this.stepped || this.closed || this.engine.seq <= this.foldedSeq) return;
    if (this.document.kind !== 'version') return this.later(() => this.foldNow());
    const document = this.engine.document;
    this.stepped = new SteppedFold(this.engine.seq, this.engine.serials, (write) => this.settings.writeWorkbookSteps(document, write));
    this.scheduleDrain();
  }

  /** A fold at once (the room closes, a route reads the document), which makes one under way needless. */
  private async foldNow(): Promise<void> {
    clearTimeout(this.idleTimer);
    this.stepped = undefined;
    const seq = this.engine.seq;
    if (seq <= this.foldedSeq || this.closed) return;
    await this.settings.host.fold(this.key, this.settings.writeWorkbook(this.engine.document), seq, this.engine.serials);
    this.foldedSeq = seq;
  }

  private async closeWhenQuiet(): Promise<void> {
    // Someone joined while the close waited for its turn.
    if (this.members.size > 0 || this.closed) return;
    await this.foldNow();
    this.shut();
  }

  private shut(): void {
    if (this.closed) return;
    this.closed = true;
    this.preparations = [];
    this.stepped = undefined;
    clearTimeout(this.idleTimer);
    this.engine.dispose();
    this.onClosed();
  }

  private peers(): Peer[] {
    return [...this.members.values()].map((member) => member.peer);
  }

  /** A sequenced command to every editor; with its patches to a page that reads only those (protocol 1). */
  private sendCommand(command: SequencedCommand): void {
    const message: ServerMessage = { type: 'command', command };
    let withPatches: ServerMessage | undefined;
    for (const member of this.members.values()) {
      if (member.wantsPatches && command.patches === undefined) member.socket.send(withPatches ??= { type: 'command', command: this.engine.withPatches(command) });
      else member.socket.send(message);
    }
  }

  private broadcast(message: ServerMessage, except?: string): void {
    for (const [clientId, member] of this.members) if (clientId !== except) member.socket.send(message);
  }

  /** Work nobody waits for, in its turn (its failure is logged by inTurn). */
  private later(work: () => unknown): void {
    this.inTurn(work).catch(() => undefined);
  }

  /** Work on the engine, one at a time; a failure is logged and the next turn still runs. */
  private inTurn<T>(work: () => T | Promise<T>): Promise<T> {
    const next = this.turns.then(work);
    this.turns = next.catch((error: Error) => this.settings.host.logLine(`live channel: ${this.key}: ${error.message}`));
    return next;
  }
}

/** An engine at the stored content, read again, with the log after its seq taken in. */
async function loadEngine(settings: RoomSettings, document: LiveDocument): Promise<RoomEngine> {
  const from = await settings.host.reread(document.key);
  if (!from) throw new Error(`${document.key} is gone.`);
  const engine = settings.makeEngine(settings.readWorkbook(from.content), from.seq, document.kind, from.serials);
  for (const { command, origin, serial } of await logged(settings, document.key, from.seq)) engine.adopt(command, origin, serial);
  return engine;
}

function logged(settings: RoomSettings, key: string, after: number): Promise<LoggedCommand[]> {
  return settings.host.log.since(key, after).then((entries) => entries.map((entry) => JSON.parse(entry.text) as LoggedCommand));
}

function withSelection(peer: Peer, selection: Peer['selection'] | null): Peer {
  const { selection: _old, ...rest } = peer;
  return selection ? { ...rest, selection } : rest;
}
