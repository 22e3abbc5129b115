import './immer-setup.js';
import { produceWithPatches, type Draft, type Patch } from 'immer';
import type { Container } from 'inversify';
import { applyPatchesShared } from './apply-patches.js';
import { Subject, type Observable } from 'rxjs';
import type { Adjuster, CommandContext, CommandDefinition, CommandResult, ExecutedCommand, PendingCommand } from './command.js';
import type { DocumentStore } from './document-store.js';
import { KernelError, UserError } from './errors.js';
import type { StructuralChange } from './structural-change.js';

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
    private readonly container: Container,
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

  /** Runs a command. A refused command (UserError or veto) returns its message and changes nothing. */
  execute<P>(id: string, params: P): CommandResult {
    const command = this.commands.get(id);
    if (!command) throw new KernelError(`Unknown command "${id}".`);
    if (this.running) throw new KernelError(`Command "${id}" was executed while another command was running.`);
    const veto = this.askBefore(id, params);
    if (veto !== undefined) return this.fail(id, new UserError(veto));
    const before = this.store.state;
    let result: [D, Patch[], Patch[]];
    this.running = true;
    const ctx = this.context(before);
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
    this.executedSubject.next({
      id,
      params,
      patches,
      inversePatches,
      undoable: command.undoable ?? true,
      autosave: command.autosave ?? true,
      batch: this.currentBatch,
      source: 'command',
      structural: ctx.structural,
    });
    return { ok: true };
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

  /** Replays recorded patches (undo/redo) and reports them like a command. */
  replay(source: 'undo' | 'redo', patches: readonly Patch[], inversePatches: readonly Patch[], structural: readonly StructuralChange[] = []): void {
    if (this.running) throw new KernelError(`Cannot ${source} while a command is running.`);
    this.store.set(applyPatchesShared(this.store.state, patches));
    this.executedSubject.next({ id: `kernel.${source}`, params: undefined, patches, inversePatches, undoable: false, autosave: true, source, structural });
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

  private fail(id: string, error: UserError): CommandResult {
    this.failedSubject.next({ id, error: error.message });
    return { ok: false, error: error.message, title: error.title };
  }

  private context(before: D): CommandContext<D> & { draft?: Draft<D>; structural: StructuralChange[] } {
    const adjusters = this.adjusters;
    const ctx: CommandContext<D> & { draft?: Draft<D>; structural: StructuralChange[] } = {
      container: this.container,
      before,
      structural: [],
      adjust(change: StructuralChange) {
        if (!ctx.draft) throw new KernelError('adjust() was called outside a command.');
        ctx.structural.push(change);
        for (const adjuster of adjusters) adjuster(ctx.draft, change, before);
      },
      describe(change: StructuralChange) {
        if (!ctx.draft) throw new KernelError('describe() was called outside a command.');
        ctx.structural.push(change);
      },
    };
    return ctx;
  }
}
