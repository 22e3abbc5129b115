import type { FunctionDefinition } from '../function-definition.js';

/** Functions by upper-case name. Later definitions replace earlier ones of the same name. */
export class FunctionRegistry {
  private readonly byName = new Map<string, FunctionDefinition>();

  constructor(...groups: readonly (readonly FunctionDefinition[])[]) {
    for (const group of groups) for (const def of group) this.byName.set(def.name.toUpperCase(), def);
  }

  get(name: string): FunctionDefinition | undefined {
    const upper = name.toUpperCase();
    return this.byName.get(upper.startsWith('_XLFN.') ? upper.slice(6) : upper);
  }

  /** Replaces a definition (fast paths wrap library functions). */
  set(def: FunctionDefinition): void {
    this.byName.set(def.name.toUpperCase(), def);
  }

  /** Removes a definition (a template's user function was deleted or renamed). */
  delete(name: string): void {
    this.byName.delete(name.toUpperCase());
  }

  names(): string[] {
    return [...this.byName.keys()].sort();
  }
}
