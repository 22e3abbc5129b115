import { BehaviorSubject, Subject, type Subscription } from 'rxjs';
import type { ExecutedCommand } from '../../kernel/index.js';
import { createKernel, type Kernel } from '../../kernel/runtime.js';
import { type ChangedCells, type FunctionDefinition, withAssembledFunctions } from '../../plugins/formulas/index.js';
import { filteredRowsOf } from '../../plugins/filters/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { NO_USER_FUNCTIONS, userFunctionEngineOptions, type UserFunctionEngineOptions } from '../../plugins/user-functions/web/index.js';
import type { SandboxRunner } from '../../plugins/user-functions/index.js';
import { initialView, type Workbook, type WorkbookView } from '../../plugins/workbook/index.js';
import type { EngineSession, FollowingEngine } from '../plugin-api/index.js';
import type { EditorAssembly } from './assembly.js';

/** A command the session followed: its event, and the cells whose computed values it changed. */
export interface DocumentChange {
  readonly event: ExecutedCommand;
  readonly changed: ChangedCells;
}

/**
 * One open template in the editor: the kernel holding the document and view state, and the formula
 * engine kept in step with every executed command (the engine reads the patches, so only what depends
 * on a change is recomputed). `revision$` ticks whenever computed values may have changed.
 */
export class EditorSession implements EngineSession {
  readonly kernel: Kernel<Workbook, WorkbookView>;
  readonly engine: Engine;
  readonly revision$ = new BehaviorSubject(0);
  /** Each executed command with the cells it gave new values, told just before the revision it makes. */
  readonly changes$ = new Subject<DocumentChange>();
  private readonly subscription: Subscription;
  private userFunctions: UserFunctionEngineOptions;
  /** The template's user functions the engine now calls (the list `userFunctions` was made from). */
  private userFunctionSource: Workbook['userFunctions'];
  private readonly stopAnswers: () => void;
  /** The assembled plugins' functions by upper-case name: what a user function of the same name hid. */
  private readonly baseFunctions: ReadonlyMap<string, FunctionDefinition>;
  /** What the plugins derive from computed values (web/plugin-api EngineFollower), kept in step below. */
  private readonly followers: readonly FollowingEngine[];
  private currentInput: unknown;

  /**
   * `assembly` is what the kernel runs and what follows the engine. `runner` (the page's worker,
   * browserSandboxRunner) runs the template's user functions; without one they are not callable. The
   * session disposes it.
   */
  constructor(readonly assembly: EditorAssembly, workbook: Workbook, input: unknown = {}, private readonly runner?: SandboxRunner) {
    const { plugins, parts } = assembly;
    this.kernel = createKernel({ plugins, document: workbook, view: initialView(workbook) });
    const userFunctions = runner ? userFunctionEngineOptions(workbook, runner) : NO_USER_FUNCTIONS;
    this.userFunctions = userFunctions;
    this.userFunctionSource = workbook.userFunctions;
    this.currentInput = input;
    const options = withAssembledFunctions({ ...userFunctions.options, filteredRows: filteredRowsOf }, plugins);
    this.baseFunctions = new Map(withAssembledFunctions({}, plugins).functions?.map((def) => [def.name.toUpperCase(), def]));
    this.engine = new Engine(options);
    this.engine.loadWorkbook(workbook, input);
    this.followers = parts.flatMap((part) => part.engineFollowers ?? []).map((follower) => follower.start(this.engine, workbook));
    this.subscription = this.kernel.bus.executed$.subscribe((event) => {
      const next = this.kernel.store.state;
      if (event.source === 'load') {
        this.engine.loadWorkbook(next, this.currentInput);
        for (const follower of this.followers) follower.load(next);
      } else {
        // The evaluation log marks what another author's command caused (co-editing's remote events).
        const remote = event.remote?.kind === 'remote' ? (event.remote.author?.name ?? 'another author') : undefined;
        if (remote !== undefined) this.engine.evalLog?.remoteChange?.(remote);
        const changed = this.engine.applyDocumentChange(next, event.patches, event.source, event.structural);
        if (remote !== undefined) this.engine.evalLog?.remoteChange?.(undefined);
        for (const follower of this.followers) follower.update(next, event.patches, changed);
        this.changes$.next({ event, changed });
      }
      this.revision$.next(this.revision$.value + 1);
      if (next.userFunctions !== this.userFunctionSource) this.reloadUserFunctions(next.userFunctions);
    });
    this.stopAnswers = runner?.onAnswer(() => this.recalculateAnswered()) ?? (() => undefined);
  }

  /**
   * The worker answered user-function calls that were still calculating: the engine recomputes its
   * volatile formulas (the user-function cells, now answered from the runner's kept answers) and what
   * depends on them.
   */
  private recalculateAnswered(): void {
    const changed = this.engine.recalc();
    if (!changed.length) return;
    for (const follower of this.followers) follower.update(this.workbook, [], changed);
    this.revision$.next(this.revision$.value + 1);
  }

  /**
   * The template's user functions were added, edited or deleted: new definitions replace the old ones and
   * every formula is computed again (a cell calling a function that now exists stops being #NAME?).
   */
  private reloadUserFunctions(source: Workbook['userFunctions']): void {
    this.userFunctionSource = source;
    if (!this.runner) return;
    const next = userFunctionEngineOptions(this.workbook, this.runner);
    const { functions } = this.engine;
    for (const def of this.userFunctions.options.functions ?? []) {
      functions.delete(def.name);
      const hidden = this.baseFunctions.get(def.name.toUpperCase());
      if (hidden) functions.set(hidden);
    }
    for (const def of next.options.functions ?? []) functions.set(def);
    this.userFunctions.dispose();
    this.userFunctions = next;
    this.reevaluate();
  }

  /**
   * Computes every formula of the template again, from scratch (the Developers panel's Reevaluator and
   * benchmark, and the evaluation log when it is switched on).
   */
  reevaluate(): void {
    const workbook = this.workbook;
    this.engine.loadWorkbook(workbook, this.currentInput);
    for (const follower of this.followers) follower.load(workbook);
    this.revision$.next(this.revision$.value + 1);
  }

  /** Computes the sheets for another input (a test shadow's): only what reads the input is recomputed. */
  setInput(input: unknown): void {
    if (input === this.currentInput) return;
    this.currentInput = input;
    const changed = this.engine.setInput(input);
    for (const follower of this.followers) follower.update(this.workbook, [], changed);
    this.revision$.next(this.revision$.value + 1);
  }

  /** The input the sheets are computed with. */
  get input(): unknown {
    return this.currentInput;
  }

  get workbook(): Workbook {
    return this.kernel.store.state;
  }

  get view(): WorkbookView {
    return this.kernel.view.state;
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.stopAnswers();
    this.kernel.dispose();
    this.userFunctions.dispose();
    this.runner?.dispose();
  }
}
