import './immer-setup.js';
import { produceWithPatches, type Draft, type Patch } from 'immer';
import { applyPatchesShared } from './apply-patches.js';
import { Subject, type Observable } from 'rxjs';
import type { Adjuster, CommandContext, CommandDefinition, CommandResult, ExecutedCommand, PendingCommand, RemoteMark } from './command.js';
import type { DocumentStore } from './document-store.js';
import { KernelError, UserError } from './errors.js';
import { rebasePositions } from './rebase-positions.js';
import type { Services } from './services.js';
import type { Steps } from './steps.js';
import type { DescribedChange, StructuralChange } from './structural-change.js';

export type ReplaySource = 'undo' | 'redo' | 'remote' | 'take-back';

/** What a replay stands for in the logs (co-editing: the remote command, with its mark). */
export interface ReplayedAs {
  readonly id: string;
  readonly params: unknown;
  readonly remote?: RemoteMark;
}

/** A command's outcome with its executed event (absent when the command changed nothing). */
export type Performed =
  | { readonly ok: true; readonly executed?: ExecutedCommand }
  | { readonly ok: false; readonly error: string; readonly title: string };

/**
 * Runs registered commands one at a time against the document store and reports what changed.
 * Every change to the persisted document goes through here, so undo, dirty tracking, autosave and
 * the formula engine can all be derived from `executed$`.
 */
export class CommandBus<D> {
  private readonly commands = new Map<string, CommandDefinition<unknown, D>>();
  private readonly adjusters: Adjuster<D>[] = [];
  private readonly executedSubject = new Subject<ExecutedCommand>();
  private readonly beforeSubject = new Subject<PendingCommand>();
  private readonly failedSubject = new Subject<{ id: string; error: string }>();
  private running = false;
  private batchDepth = 0;
  private batchCounter = 0;
  private currentBatch: number | undefined;

  constructor(
    private readonly store: DocumentStore<D>,
    private readonly services: Services,
  ) {}

  readonly executed$: Observable<ExecutedCommand> = this.executedSubject.asObservable();
  readonly before$: Observable<PendingCommand> = this.beforeSubject.asObservable();
  readonly failed$: Observable<{ id: string; error: string }> = this.failedSubject.asObservable();

  register<P>(command: CommandDefinition<P, D>): void {
    if (this.commands.has(command.id)) throw new KernelError(`Command "${command.id}" is registered twice.`);
    this.commands.set(command.id, command as CommandDefinition<unknown, D>);
  }

  addAdjuster(adjuster: Adjuster<D>): void {
    this.adjusters.push(adjuster);
  }

  has(id: string): boolean {
    return this.commands.has(id);
  }

  /** Whether the command says its outcome depends only on the document and its params (CommandDefinition.deterministic). */
  isDeterministic(id: string): boolean {
    return this.commands.get(id)?.deterministic === true;
  }

  /** Whether the command has work to do ahead (CommandDefinition.prepare). */
  isPreparable(id: string): boolean {
    return this.commands.get(id)?.prepare !== undefined;
  }

  /**
   * The steps of a command's work done ahead on the document as it is (CommandDefinition.prepare), whose
   * result `perform` takes as `prepared`; undefined when it has none, or its params cannot be read.
   */
  prepare<P>(id: string, params: P): Steps<unknown> | undefined {
    const command = this.commands.get(id);
    if (!command?.prepare) return undefined;
    try {
      return command.prepare(this.store.state, params);
    } catch {
      // Params it cannot read: the command runs in full and refuses itself.
      return undefined;
    }
  }

  /** Runs a command. A refused command (UserError or veto) returns its message and changes nothing. */
  execute<P>(id: string, params: P): CommandResult {
    const performed = this.perform(id, params);
    return performed.ok ? { ok: true } : performed;
  }

  /**
   * Runs a command and gives its executed event too (undefined when it changed nothing). With `remote`,
   * the event's source is 'remote' (co-editing: a pending command run again on a remote one, a command of
   * a room), so neither the undo history nor the co-editing capture records it. `prepared`: what the
   * command's `prepare` steps gave (CommandContext.prepared).
   */
  perform<P>(id: string, params: P, remote?: RemoteMark, prepared?: unknown): Performed {
    const command = this.commands.get(id);
    if (!command) throw new KernelError(`Unknown command "${id}".`);
    if (this.running) throw new KernelError(`Command "${id}" was executed while another command was running.`);
    const veto = this.askBefore(id, params);
    if (veto !== undefined) return this.fail(id, new UserError(veto));
    const before = this.store.state;
    let result: [D, Patch[], Patch[]];
    this.running = true;
    const ctx = this.context(before, prepared);
    try {
      result = produceWithPatches(before, (draft: Draft<D>) => {
        ctx.draft = draft;
        command.run(draft, params, ctx);
      }) as [D, Patch[], Patch[]];
    } catch (error) {
      if (error instanceof UserError) return this.fail(id, error);
      throw error;
    } finally {
      this.running = false;
    }
    const [next, patches, inversePatches] = result;
    if (patches.length === 0) return { ok: true };
    this.store.set(next);
    const executed: ExecutedCommand = {
      id,
      params,
      patches,
      inversePatches,
      undoable: command.undoable ?? true,
      autosave: command.autosave ?? true,
      batch: this.currentBatch,
      source: remote ? 'remote' : 'command',
      structural: ctx.structural,
      ...(remote ? { remote } : {}),
    };
    this.executedSubject.next(executed);
    return { ok: true, executed };
  }

  /**
   * A command's params as if it had been made after `change` (co-editing), by its `rebase` or, without
   * one, rebasePositions; undefined: what it targets was deleted.
   */
  rebase<P>(id: string, params: P, change: DescribedChange, before: D): P | undefined {
    const command = this.commands.get(id);
    if (!command) throw new KernelError(`Unknown command "${id}".`);
    return command.rebase ? (command.rebase(params, change, before, this.services) as P | undefined) : rebasePositions(params, change);
  }

  /** Runs several commands as one undo step (a paste, a fill drag). */
  batch<T>(work: () => T): T {
    if (this.batchDepth === 0) this.currentBatch = ++this.batchCounter;
    this.batchDepth++;
    try {
      return work();
    } finally {
      this.batchDepth--;
      if (this.batchDepth === 0) this.currentBatch = undefined;
    }
  }

  /**
   * Replays recorded patches (undo/redo; co-editing: a remote command's patches, pending ones taken back)
   * and reports them like a command. `as` names the command replayed, for the logs.
   */
  replay(source: ReplaySource, patches: readonly Patch[], inversePatches: readonly Patch[], structural: readonly DescribedChange[] = [], as?: ReplayedAs): void {
    if (this.running) throw new KernelError(`Cannot ${source} while a command is running.`);
    this.store.set(applyPatchesShared(this.store.state, patches));
    this.executedSubject.next({
      id: as?.id ?? `kernel.${source}`,
      params: as?.params,
      patches,
      inversePatches,
      undoable: false,
      autosave: true,
      source,
      structural,
      ...(as?.remote ? { remote: as.remote } : {}),
    });
  }

  /** Replaces the whole document (opening a file, switching version). Not undoable. */
  load(document: D): void {
    if (this.running) throw new KernelError('Cannot load a document while a command is running.');
    this.store.set(document);
    this.executedSubject.next({ id: 'kernel.load', params: undefined, patches: [], inversePatches: [], undoable: false, autosave: false, source: 'load', structural: [] });
  }

  private askBefore(id: string, params: unknown): string | undefined {
    let reason: string | undefined;
    this.beforeSubject.next({ id, params, veto: (why) => { reason ??= why; } });
    return reason;
  }

  private fail(id: string, error: UserError): Performed {
    this.failedSubject.next({ id, error: error.message });
    return { ok: false, error: error.message, title: error.title };
  }

  private context(before: D, prepared: unknown): CommandContext<D> & { draft?: Draft<D>; structural: DescribedChange[] } {
    const adjusters = this.adjusters;
    const ctx: CommandContext<D> & { draft?: Draft<D>; structural: DescribedChange[] } = {
      services: this.services,
      before,
      ...(prepared === undefined ? {} : { prepared }),
      structural: [],
      adjust(change: StructuralChange) {
        if (!ctx.draft) throw new KernelError('adjust() was called outside a command.');
        ctx.structural.push(change);
        for (const adjuster of adjusters) adjuster(ctx.draft, change, before);
      },
      describe(change: DescribedChange) {
        if (!ctx.draft) throw new KernelError('describe() was called outside a command.');
        ctx.structural.push(change);
      },
    };
    return ctx;
  }
}
