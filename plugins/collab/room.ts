import type { Patch } from 'immer';
import { createKernel, type Kernel, type PluginManifest, type DescribedChange, type Steps } from '../../kernel/runtime.js';
import type { Workbook } from '../workbook/index.js';
import { idInUse, initialView, type WorkbookView } from '../workbook/index.js';
import { collabPlugin } from './manifest.js';
import { AHEAD_MESSAGE, ALREADY_APPLIED_MESSAGE, failedMessage, TARGET_DELETED_REASON, TOO_OLD_MESSAGE, unknownCommandMessage } from './messages.js';
import type { ClientCommand, SequencedCommand } from './protocol.js';
import { rerunCommand } from './rerun-command.js';
import { ScriptedIds, validIds } from './scripted-ids.js';

export type RoomPlugin = PluginManifest<Workbook, WorkbookView>;

export interface Author {
  readonly userId: string;
  readonly name: string;
}

/** Asked before a command runs, with its params as they will run; a string refuses it (a locked cell in a shadow). */
export type RoomVeto = (clientId: string, command: { readonly id: string; readonly params: unknown }, document: Workbook) => string | undefined;

/**
 * Asked after a command ran, with the document before and after and its patches; a string refuses it and
 * the room takes it back (what only the result tells, such as a note moved by a deletion of cells).
 */
export type RoomResultVeto = (before: Workbook, after: Workbook, patches: readonly Patch[]) => string | undefined;

export interface RoomOptions {
  /** The host-neutral plugins (no formula engine); the collab plugin is added when absent. */
  readonly plugins: readonly RoomPlugin[];
  readonly document: Workbook;
  /** The seq the document is at (0 for the stored content with no log). */
  readonly seq: number;
  /** How many recent commands are kept to transform late ones over (default LOG_LIMIT). */
  readonly logLimit?: number;
  /** The tabs' last serials the document holds (its stored content's, when the log was folded into it). */
  readonly serials?: Readonly<Record<string, number>>;
  readonly veto?: RoomVeto;
  readonly resultVeto?: RoomResultVeto;
}

export type SubmitResult = SequencedCommand | { readonly rejected: string; readonly duplicate?: boolean };

/** Commands kept for transforming: a client this far behind reloads. */
export const LOG_LIMIT = 2000;
/** Tabs remembered for `appliedSerial`. */
const ORIGIN_LIMIT = 1000;

interface LogEntry {
  /** As sent and logged (a deterministic command without its patches and structural changes). */
  readonly command: SequencedCommand;
  /** Its structural changes, which later commands of others are transformed over. */
  readonly structural: readonly DescribedChange[];
  readonly origin: string;
  readonly serial?: number;
  /** The document the command ran on: its structural changes are in positions of it. */
  readonly before: Workbook;
  /** The serial its tab had before it (rollback puts it back). */
  readonly previousSerial?: number;
}

/**
 * One open document on the server (host-neutral: the WebSocket endpoint, the store and presence are
 * plugins/collab/server's). Runs each submitted command on its kernel in arrival order, after
 * transforming its params over the structural changes of others the author had not seen, and numbers
 * it. The returned SequencedCommand (with the server's patches, or without them for a deterministic
 * command, which every copy runs again) is what everyone applies.
 */
export class RoomCore {
  private readonly kernel: Kernel<Workbook, WorkbookView>;
  private readonly ids: ScriptedIds;
  private readonly log: LogEntry[] = [];
  private readonly lastSerials = new Map<string, number>();
  /** What a command sent without its patches did (its patches' values are the document's own objects). */
  private readonly slimmed = new WeakMap<SequencedCommand, { readonly patches: readonly Patch[]; readonly structural: readonly DescribedChange[] }>();
  private current: number;

  constructor(private readonly options: RoomOptions) {
    const plugins = options.plugins.some((plugin) => plugin.id === collabPlugin.id) ? options.plugins : [...options.plugins, collabPlugin as RoomPlugin];
    this.kernel = createKernel<Workbook, WorkbookView>({ plugins, document: options.document, view: initialView(options.document) });
    this.ids = ScriptedIds.install(this.kernel.services);
    this.current = options.seq;
    for (const [origin, serial] of Object.entries(options.serials ?? {}).slice(-ORIGIN_LIMIT)) this.lastSerials.set(origin, serial);
  }

  get document(): Workbook {
    return this.kernel.store.state;
  }

  get seq(): number {
    return this.current;
  }

  /** The last serial of a tab (ClientCommand.origin) the document holds, for its welcome after a reconnect. */
  appliedSerial(origin: string): number | undefined {
    return this.lastSerials.get(origin);
  }

  get serials(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.lastSerials);
  }

  /** The commands after `seq`, when the log still has them all (a client catching up); undefined otherwise. */
  commandsSince(seq: number): readonly SequencedCommand[] | undefined {
    if (seq === this.current) return [];
    if (seq > this.current || !this.reaches(seq)) return undefined;
    return this.log.filter((entry) => entry.command.seq > seq).map((entry) => entry.command);
  }

  /**
   * The steps of a big command's work done ahead (CommandDefinition.prepare) on the document as it is,
   * with its params as they would run now; the room runs others' commands between them, then `submit`s
   * it with their result. Undefined: nothing to prepare (or a command submit will refuse).
   */
  prepare(clientId: string, command: ClientCommand): Steps<unknown> | undefined {
    if (!this.kernel.bus.isPreparable(command.id) || this.check(command) !== undefined) return undefined;
    const params = this.transform(command, command.origin ?? clientId);
    return params === undefined ? undefined : this.kernel.bus.prepare(command.id, params);
  }

  /**
   * Runs a client's command: transformed over what others did since its baseSeq, vetoed, run (with what
   * its `prepare` steps gave, if it was prepared). A refusal changes nothing and gives the reason for its
   * author; a bad command never throws.
   */
  submit(clientId: string, author: Author, command: ClientCommand, prepared?: unknown): SubmitResult {
    const origin = command.origin ?? clientId;
    if (command.serial !== undefined && command.serial <= (this.lastSerials.get(origin) ?? 0)) return { rejected: ALREADY_APPLIED_MESSAGE, duplicate: true };
    const checked = this.check(command);
    if (checked) return { rejected: checked };
    const params = this.transform(command, origin);
    if (params === undefined) return { rejected: TARGET_DELETED_REASON };
    const veto = this.options.veto?.(clientId, { id: command.id, params }, this.document);
    if (veto !== undefined) return { rejected: veto };
    const before = this.document;
    let performed;
    try {
      performed = this.ids.run(validIds(command.ids) ? command.ids : undefined, () => this.kernel.bus.perform(command.id, params, undefined, prepared), (id) => idInUse(before, id));
    } catch (error) {
      return { rejected: failedMessage(error instanceof Error ? error.message : String(error)) };
    }
    if (!performed.ok) return { rejected: performed.error };
    const executed = performed.executed;
    const refused = executed && this.options.resultVeto?.(before, this.document, executed.patches);
    if (refused) {
      this.kernel.store.set(before);
      return { rejected: refused };
    }
    const structural = executed?.structural ?? [];
    // Run again by every copy: the same document at this seq and the same params give the same patches.
    const rerun = this.kernel.bus.isDeterministic(command.id) && this.ids.take().length === 0;
    const sequenced: SequencedCommand = {
      seq: ++this.current,
      clientId,
      localId: command.localId,
      author: { userId: author.userId, name: author.name },
      id: command.id,
      params,
      ...(rerun ? {} : { patches: executed?.patches ?? [], structural }),
      baseSeq: command.baseSeq,
      ...(command.batch !== undefined ? { batch: command.batch } : {}),
    };
    if (rerun) this.slimmed.set(sequenced, { patches: executed?.patches ?? [], structural });
    this.remember({ command: sequenced, structural, origin, serial: command.serial, before, previousSerial: this.lastSerials.get(origin) });
    return sequenced;
  }

  /**
   * Takes in a command sequenced before (the durable log when a room opens, another server process's
   * append): its patches at the next seq (a deterministic command without them is run again), remembered
   * like a submitted one for transforming later commands and for recognising a resent one (its tab's
   * `origin` and `serial`, which the log keeps).
   */
  adopt(command: SequencedCommand, origin: string = command.clientId, serial?: number): void {
    if (command.seq !== this.current + 1) throw new Error(`Command ${command.seq} cannot follow ${this.current}.`);
    const before = this.document;
    let structural = command.structural ?? [];
    if (command.patches === undefined) {
      const done = rerunCommand(this.kernel, this.ids, command);
      structural = done.structural;
      this.slimmed.set(command, done);
    } else this.kernel.bus.replay('remote', command.patches, command.inversePatches ?? [], structural, { id: command.id, params: command.params });
    this.current = command.seq;
    this.remember({ command, structural, origin, serial, before });
  }

  /** `command` with its patches and structural changes, when it was sent without them (a page of protocol 1 reads only those). */
  withPatches(command: SequencedCommand): SequencedCommand {
    const done = this.slimmed.get(command);
    return done === undefined ? command : { ...command, patches: done.patches, structural: done.structural };
  }

  /**
   * Takes back every command after `seq` (a batch the durable log did not take): the document, the log and
   * the tabs' serials as they were, so the batch can run again after what another process logged. False,
   * changing nothing, when the log no longer holds them all (the room rebuilds from the store then).
   */
  rollback(seq: number): boolean {
    if (seq > this.current) return false;
    if (seq === this.current) return true;
    const at = this.log.findIndex((entry) => entry.command.seq === seq + 1);
    if (at < 0) return false;
    const taken = this.log.splice(at);
    for (const entry of [...taken].reverse()) {
      if (entry.serial === undefined) continue;
      if (entry.previousSerial === undefined) this.lastSerials.delete(entry.origin);
      else this.lastSerials.set(entry.origin, entry.previousSerial);
    }
    this.kernel.store.set(taken[0].before);
    this.current = seq;
    return true;
  }

  dispose(): void {
    this.kernel.dispose();
  }

  private check(command: ClientCommand): string | undefined {
    if (typeof command.id !== 'string' || !this.kernel.bus.has(command.id)) return unknownCommandMessage(String(command.id));
    if (!Number.isInteger(command.baseSeq) || command.baseSeq > this.current) return AHEAD_MESSAGE;
    if (!this.reaches(command.baseSeq)) return TOO_OLD_MESSAGE;
    return undefined;
  }

  /** Whether every command after `seq` is still in the log. */
  private reaches(seq: number): boolean {
    if (seq >= this.current) return true;
    const first = this.log[0];
    return first !== undefined && first.command.seq <= seq + 1;
  }

  /** The params over every structural change since baseSeq made by others (the author's own it had seen). */
  private transform(command: ClientCommand, origin: string): unknown {
    let params = command.params;
    for (const entry of this.log) {
      if (entry.command.seq <= command.baseSeq || entry.origin === origin) continue;
      for (const change of entry.structural) {
        params = this.rebase(command.id, params, change, entry.before);
        if (params === undefined) return undefined;
      }
    }
    return params;
  }

  private rebase(id: string, params: unknown, change: DescribedChange, before: Workbook): unknown {
    try {
      return this.kernel.bus.rebase(id, params, change, before);
    } catch {
      // Params a rebase cannot read are the command's problem: it runs as sent and refuses itself.
      return params;
    }
  }

  private remember(entry: LogEntry): void {
    this.log.push(entry);
    if (this.log.length > (this.options.logLimit ?? LOG_LIMIT)) this.log.shift();
    if (entry.serial !== undefined) {
      this.lastSerials.delete(entry.origin);
      this.lastSerials.set(entry.origin, entry.serial);
      if (this.lastSerials.size > ORIGIN_LIMIT) this.lastSerials.delete(this.lastSerials.keys().next().value!);
    }
  }
}
