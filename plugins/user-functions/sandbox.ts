import variant from '@jitl/quickjs-wasmfile-release-sync';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline, type QuickJSContext, type QuickJSHandle, type QuickJSRuntime, type QuickJSWASMModule } from 'quickjs-emscripten-core';

/** SPEC section 9: a user function is stopped after 500 ms. */
export const USER_FUNCTION_TIME_LIMIT_MS = 500;
// The interrupt is polled between bytecode operations only: a single native call that allocates near the
// limit (filling a huge sparse array) can make QuickJS's collector thrash past the time limit. A small
// limit makes that rarer; a worker that can be killed outright would be the complete answer.
const MEMORY_LIMIT_BYTES = 8 * 1024 * 1024;
const STACK_LIMIT_BYTES = 512 * 1024;

let loaded: Promise<QuickJSWASMModule> | undefined;
let module: QuickJSWASMModule | undefined;

/**
 * Loads the QuickJS WebAssembly module, the only asynchronous step: afterwards every call is
 * synchronous, so user functions evaluate inside the engine like built-ins, in the browser and in Node.
 */
export async function loadUserFunctionSandbox(): Promise<void> {
  loaded ??= newQuickJSWASMModuleFromVariant(variant);
  module = await loaded;
}

export function isSandboxLoaded(): boolean {
  return module !== undefined;
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

  /** Calls the script's function with JSON-compatible arguments, stopped after `limitMs`. */
  call(args: readonly unknown[], limitMs = USER_FUNCTION_TIME_LIMIT_MS): SandboxResult {
    if (this.setupError) return { ok: false, error: this.setupError };
    const ctx = this.context;
    const fn = ctx.getProp(ctx.global, '__gridcastFn');
    const bridge = ctx.getProp(ctx.global, '__gridcastCall');
    const json = ctx.newString(JSON.stringify(args));
    try {
      if (ctx.typeof(fn) !== 'function') return { ok: false, error: `The script does not define a function named ${this.name}.` };
      this.runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limitMs));
      const result = ctx.callFunction(bridge, ctx.undefined, fn, json);
      if (result.error) return { ok: false, error: describe(dumpAndDispose(ctx, result.error), limitMs) };
      const text = ctx.getString(result.value);
      result.value.dispose();
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      this.runtime.removeInterruptHandler();
      fn.dispose();
      bridge.dispose();
      json.dispose();
    }
  }

  dispose(): void {
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
    } finally {
      this.runtime.removeInterruptHandler();
    }
  }
}

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
