import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, newVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import { USER_FUNCTION_TIME_LIMIT_MS } from './sandbox-limits.js';

/**
 * QuickJS's per-runtime memory limit: it refuses any single allocation that would pass it. It cannot bound
 * many small ones: this build has no malloc_usable_size, so QuickJS counts 8 bytes per allocation whatever
 * its size (a loop of 1 MB typed arrays reached 2 GB). The WebAssembly memory's own maximum does that.
 */
const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * The whole QuickJS heap, shared by every script: the module's initial 16 MB plus at most 32 MB more. It
 * can never grow past this, so a runaway allocation meets a failed malloc (QuickJS's "out of memory")
 * within milliseconds instead of growing the heap towards 2 GB. WebAssembly memory never shrinks, so a
 * process gains at most 48 MB from user functions in its whole life.
 */
const HEAP_INITIAL_PAGES = 256;
const HEAP_MAXIMUM_PAGES = HEAP_INITIAL_PAGES + 512;
/**
 * QuickJS measures its stack in WebAssembly's linear memory (~190 bytes per JavaScript call), but each of
 * those calls also takes ~400 bytes of the host's own stack (V8 runs WebAssembly on its ~1 MB stack). Past
 * that, the host throws RangeError through QuickJS's frames and leaves its objects half-made (QuickJS then
 * aborts the whole module when the runtime is freed: `list_empty(&rt->gc_obj_list)`). 128 KB (~680 calls)
 * makes QuickJS stop first, with room for the host's own frames below.
 */
const STACK_LIMIT_BYTES = 128 * 1024;

let loaded: Promise<QuickJSWASMModule> | undefined;
let module: QuickJSWASMModule | undefined;

/**
 * Loads the QuickJS WebAssembly module, the only asynchronous step: afterwards every call is
 * synchronous, so user functions evaluate inside the engine like built-ins, in the browser and in Node.
 */
export async function loadUserFunctionSandbox(): Promise<void> {
  loaded ??= newQuickJSWASMModuleFromVariant(newVariant(variant, {
    wasmMemory: new WebAssembly.Memory({ initial: HEAP_INITIAL_PAGES, maximum: HEAP_MAXIMUM_PAGES }),
  }));
  module = await loaded;
}

/** The outcome of one call: a JSON-compatible value, or why it failed. */
export type SandboxResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

// Arguments and results cross as JSON text, so nothing of the host (objects, functions, prototypes)
// is ever reachable from the script.
const BRIDGE = `globalThis.__gridcastCall = function (fn, json) {
  var result = fn.apply(undefined, JSON.parse(json));
  return result === undefined ? 'null' : JSON.stringify(result);
};`;

/**
 * One author script in its own QuickJS runtime: no host objects, no network, no file system, no
 * `process` or `require`; every evaluation is interrupted after 500 ms and bounded in memory and stack.
 */
export class ScriptSandbox {
  private readonly runtime: QuickJSRuntime;
  private readonly context: QuickJSContext;
  private readonly setupError: string | undefined;
  private abandoned = false;

  constructor(
    readonly name: string,
    script: string,
  ) {
    if (!module) throw new Error('The user function sandbox is not loaded yet (call loadUserFunctionSandbox first).');
    this.runtime = module.newRuntime();
    this.runtime.setMemoryLimit(MEMORY_LIMIT_BYTES);
    this.runtime.setMaxStackSize(STACK_LIMIT_BYTES);
    this.context = this.runtime.newContext();
    this.setupError = this.evaluate(`${BRIDGE}\n${script}\n;globalThis.__gridcastFn = typeof ${safeIdentifier(name)} === 'function' ? ${safeIdentifier(name)} : undefined;`);
  }

  /**
   * True once a call was cut short by the host (its stack ran out inside QuickJS): the runtime's state is
   * then inconsistent, so it is never used or freed again, and its owner makes a new sandbox.
   */
  get unusable(): boolean {
    return this.abandoned;
  }

  /** Calls the script's function with JSON-compatible arguments, stopped after `limitMs`. */
  call(args: readonly unknown[], limitMs = USER_FUNCTION_TIME_LIMIT_MS): SandboxResult {
    if (this.setupError) return { ok: false, error: this.setupError };
    if (this.abandoned) return { ok: false, error: HOST_STACK_ERROR };
    const ctx = this.context;
    const handles: QuickJSHandle[] = [];
    const keep = <T extends QuickJSHandle>(handle: T): T => { handles.push(handle); return handle; };
    try {
      const fn = keep(ctx.getProp(ctx.global, '__gridcastFn'));
      if (ctx.typeof(fn) !== 'function') return { ok: false, error: `The script does not define a function named ${this.name}.` };
      const bridge = keep(ctx.getProp(ctx.global, '__gridcastCall'));
      const json = keep(ctx.newString(JSON.stringify(args)));
      this.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limitMs));
      const result = ctx.callFunction(bridge, ctx.undefined, fn, json);
      if (result.error) return { ok: false, error: describe(dumpAndDispose(ctx, result.error), limitMs) };
      const text = ctx.getString(result.value);
      result.value.dispose();
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      // Thrown by the host, not by the script (whose errors come back in result.error): QuickJS was
      // unwound mid-operation, so nothing in this runtime may be touched again, handles included.
      this.abandoned = true;
      return { ok: false, error: error instanceof RangeError ? HOST_STACK_ERROR : `The user function failed: ${error instanceof Error ? error.message : String(error)}` };
    } finally {
      if (!this.abandoned) {
        this.runtime.removeInterruptHandler();
        for (const handle of handles) handle.dispose();
      }
    }
  }

  /**
   * Frees the runtime, unless a call was cut short by the host: freeing it would make QuickJS abort the
   * whole module (every sandbox of the process) on its half-made objects, so its memory is left behind.
   */
  dispose(): void {
    if (this.abandoned) return;
    this.context.dispose();
    this.runtime.dispose();
  }

  private evaluate(code: string): string | undefined {
    this.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + USER_FUNCTION_TIME_LIMIT_MS));
    try {
      const result = this.context.evalCode(code, `${this.name}.js`);
      if (result.error) return describe(dumpAndDispose(this.context, result.error));
      result.value.dispose();
      return undefined;
    } catch (error) {
      this.abandoned = true;
      return error instanceof RangeError ? HOST_STACK_ERROR : `The user function failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      if (!this.abandoned) this.runtime.removeInterruptHandler();
    }
  }
}

const HOST_STACK_ERROR = 'InternalError: stack overflow';

function dumpAndDispose(ctx: QuickJSContext, handle: QuickJSHandle): unknown {
  const dumped: unknown = ctx.dump(handle);
  handle.dispose();
  return dumped;
}

function describe(error: unknown, limitMs = USER_FUNCTION_TIME_LIMIT_MS): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const { name, message } = error as { name?: string; message: string };
    if (message === 'interrupted') return `Stopped after ${limitMs} ms.`;
    return `${name ?? 'Error'}: ${message}`;
  }
  return String(error);
}

/** Names are checked before they reach here; this only keeps the generated glue well-formed. */
function safeIdentifier(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : '__missing__';
}
