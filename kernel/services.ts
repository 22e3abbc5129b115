import { KernelError } from './errors.js';

/** The key of a service of type T; its name says which service an error is about. */
export interface ServiceKey<T> {
  readonly name: string;
  /** Never set: it only carries T, so that `get` needs no type argument and a wrong value does not compile. */
  readonly type?: T;
}

export function serviceKey<T>(name: string): ServiceKey<T> {
  return { name };
}

/**
 * What plugins give one another in one kernel, each under a typed key: the workbook's id generator, the
 * formulas plugin's FormulaRebase, the editor's chart selection. Plain construction: the plugin that
 * owns a service makes it (in its `register`, or when first asked) and provides it here; nothing is
 * injected. The kernel's own services (store, bus, view) are not here: createKernel hands them over.
 */
export class Services {
  private readonly values = new Map<ServiceKey<unknown>, unknown>();

  has(key: ServiceKey<unknown>): boolean {
    return this.values.has(key);
  }

  find<T>(key: ServiceKey<T>): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  /** The service under `key`; a plugin asking for one no plugin provided is a programming error. */
  get<T>(key: ServiceKey<T>): T {
    if (!this.values.has(key)) throw new KernelError(`No service "${key.name}" in this kernel: the plugin that provides it is not listed.`);
    return this.values.get(key) as T;
  }

  /** Provides `value` under `key`, in place of the one there (a test's sequential ids, co-editing's scripted ones). */
  provide<T>(key: ServiceKey<T>, value: T): void {
    this.values.set(key, value);
  }
}
