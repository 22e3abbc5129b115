import { BehaviorSubject, type Subscription } from 'rxjs';
import { createKernel, type Kernel } from '../../kernel/index.js';
import { withAssembledFunctions } from '../../plugins/formulas/assembled-functions.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import type { UserFunctionEngineOptions } from '../../plugins/user-functions/engine-options.js';
import { NO_USER_FUNCTIONS } from '../../plugins/user-functions/load.js';
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
  private readonly userFunctions: UserFunctionEngineOptions;
  /** What the plugins derive from computed values (web/plugin-api EngineFollower), kept in step below. */
  private readonly followers: readonly FollowingEngine[];
  private input: unknown;

  /** `userFunctions` (from `loadUserFunctionEngineOptions`) makes the template's user functions callable; the session frees them. */
  constructor(workbook: Workbook, input: unknown = {}, userFunctions: UserFunctionEngineOptions = NO_USER_FUNCTIONS) {
    this.kernel = createKernel({ plugins: webPlugins, document: workbook, view: initialView(workbook) });
    this.userFunctions = userFunctions;
    this.input = input;
    this.engine = new Engine(withAssembledFunctions(userFunctions.options, webPlugins));
    this.engine.loadWorkbook(workbook, input);
    this.followers = webParts.flatMap((part) => part.engineFollowers ?? []).map((follower) => follower.start(this.engine, workbook));
    this.subscription = this.kernel.bus.executed$.subscribe((event) => {
      const next = this.kernel.store.state;
      if (event.source === 'load') {
        this.engine.loadWorkbook(next, this.input);
        for (const follower of this.followers) follower.load(next);
      } else {
        const changed = this.engine.applyDocumentChange(next, event.patches);
        for (const follower of this.followers) follower.update(next, event.patches, changed);
      }
      this.revision$.next(this.revision$.value + 1);
    });
  }

  /** Computes the sheets for another input (a test shadow's): only what reads the input is recomputed. */
  setInput(input: unknown): void {
    if (input === this.input) return;
    this.input = input;
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
    this.subscription.unsubscribe();
    this.kernel.dispose();
    this.userFunctions.dispose();
  }
}
