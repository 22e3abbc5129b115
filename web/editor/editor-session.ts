import { BehaviorSubject, type Subscription } from 'rxjs';
import { createKernel, type Kernel } from '../../kernel/index.js';
import { withAssembledFunctions } from '../../plugins/formulas/assembled-functions.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import type { UserFunctionEngineOptions } from '../../plugins/user-functions/engine-options.js';
import { EDITOR_USER_FUNCTION_LIMITS, loadUserFunctionEngineOptions, NO_USER_FUNCTIONS } from '../../plugins/user-functions/load.js';
import type { FunctionDefinition } from '../../plugins/formulas/function-definition.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import type { FollowingEngine } from '../plugin-api/index.js';
import { webParts, webPlugins } from '../plugins.js';

/**
 * One open template in the editor: the kernel holding the document and view state, and the formula
 * engine kept in step with every executed command (the engine reads the patches, so only what depends
 * on a change is recomputed). `revision$` ticks whenever computed values may have changed.
 */
export class EditorSession {
  readonly kernel: Kernel<Workbook, WorkbookView>;
  readonly engine: Engine;
  readonly revision$ = new BehaviorSubject(0);
  private readonly subscription: Subscription;
  private userFunctions: UserFunctionEngineOptions;
  /** The template's user functions the engine now calls (the list `userFunctions` was made from). */
  private userFunctionSource: Workbook['userFunctions'];
  /** Counts user-function reloads, so a slower earlier one never replaces a later one. */
  private userFunctionLoads = 0;
  private disposed = false;
  /** The assembled plugins' functions by upper-case name: what a user function of the same name hid. */
  private readonly baseFunctions: ReadonlyMap<string, FunctionDefinition>;
  /** What the plugins derive from computed values (web/plugin-api EngineFollower), kept in step below. */
  private readonly followers: readonly FollowingEngine[];
  private input: unknown;

  /** `userFunctions` (from `loadUserFunctionEngineOptions`) makes the template's user functions callable; the session frees them. */
  constructor(workbook: Workbook, input: unknown = {}, userFunctions: UserFunctionEngineOptions = NO_USER_FUNCTIONS) {
    this.kernel = createKernel({ plugins: webPlugins, document: workbook, view: initialView(workbook) });
    this.userFunctions = userFunctions;
    this.userFunctionSource = workbook.userFunctions;
    this.input = input;
    const options = withAssembledFunctions(userFunctions.options, webPlugins);
    this.baseFunctions = new Map(withAssembledFunctions({}, webPlugins).functions?.map((def) => [def.name.toUpperCase(), def]));
    this.engine = new Engine(options);
    userFunctions.renewBudget();
    this.engine.loadWorkbook(workbook, input);
    this.followers = webParts.flatMap((part) => part.engineFollowers ?? []).map((follower) => follower.start(this.engine, workbook));
    this.subscription = this.kernel.bus.executed$.subscribe((event) => {
      const next = this.kernel.store.state;
      this.userFunctions.renewBudget();
      if (event.source === 'load') {
        this.engine.loadWorkbook(next, this.input);
        for (const follower of this.followers) follower.load(next);
      } else {
        const changed = this.engine.applyDocumentChange(next, event.patches);
        for (const follower of this.followers) follower.update(next, event.patches, changed);
      }
      this.revision$.next(this.revision$.value + 1);
      if (next.userFunctions !== this.userFunctionSource) void this.reloadUserFunctions(next.userFunctions);
    });
  }

  /**
   * The template's user functions were added, edited or deleted: new sandboxes replace the old ones and
   * every formula is computed again (a cell calling a function that now exists stops being #NAME?).
   */
  private async reloadUserFunctions(source: Workbook['userFunctions']): Promise<void> {
    this.userFunctionSource = source;
    const load = ++this.userFunctionLoads;
    const next = await loadUserFunctionEngineOptions(this.workbook, EDITOR_USER_FUNCTION_LIMITS);
    if (this.disposed || load !== this.userFunctionLoads) return next.dispose();
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
    this.userFunctions.renewBudget();
    const workbook = this.workbook;
    this.engine.loadWorkbook(workbook, this.input);
    for (const follower of this.followers) follower.load(workbook);
    this.revision$.next(this.revision$.value + 1);
  }

  /** Computes the sheets for another input (a test shadow's): only what reads the input is recomputed. */
  setInput(input: unknown): void {
    if (input === this.input) return;
    this.input = input;
    this.userFunctions.renewBudget();
    const changed = this.engine.setInput(input);
    for (const follower of this.followers) follower.update(this.workbook, [], changed);
    this.revision$.next(this.revision$.value + 1);
  }

  get workbook(): Workbook {
    return this.kernel.store.state;
  }

  get view(): WorkbookView {
    return this.kernel.view.state;
  }

  dispose(): void {
    this.disposed = true;
    this.subscription.unsubscribe();
    this.kernel.dispose();
    this.userFunctions.dispose();
  }
}
