/** A stored content document kept as an edit of another one's stored text (its base). */
interface PatchLink {
  readonly base: string;
  /** How many patches lead back to a whole document, this one included. */
  readonly depth: number;
}

/** A key whose file can go, and whether that file is a patch. */
export interface RemovableKey {
  readonly key: string;
  readonly patch: boolean;
}

/**
 * Which content keys are patches of which, and when a key's file can go. A key that no record points at
 * any more (released) is kept while patches still read through it, and goes with the last of them.
 * Bookkeeping only: the store does the reading and removing of files.
 */
export class ContentChains {
  private readonly links = new Map<string, PatchLink>();
  private readonly dependents = new Map<string, number>();
  private readonly released = new Set<string>();

  /** How many patches lead from `key` back to a whole document (0 for a whole one). */
  depth(key: string): number {
    return this.links.get(key)?.depth ?? 0;
  }

  addPatch(key: string, base: string): void {
    this.links.set(key, { base, depth: this.depth(base) + 1 });
    this.dependents.set(base, (this.dependents.get(base) ?? 0) + 1);
  }

  /** Patches found on disk (patch key to base key), in any order: each base is added before its patches. */
  addPatches(bases: ReadonlyMap<string, string>): void {
    const add = (key: string, base: string): void => {
      if (this.links.has(key)) return;
      const baseOfBase = bases.get(base);
      if (baseOfBase !== undefined) add(base, baseOfBase);
      this.addPatch(key, base);
    };
    for (const [key, base] of bases) add(key, base);
  }

  /**
   * `key` is no longer pointed at by a record (or was never): the keys whose files can go now, `key`
   * first, then the bases released before that only it still needed.
   */
  release(key: string): RemovableKey[] {
    if ((this.dependents.get(key) ?? 0) > 0) {
      this.released.add(key);
      return [];
    }
    const removable: RemovableKey[] = [];
    for (let current: string | undefined = key; current !== undefined;) {
      const link = this.links.get(current);
      removable.push({ key: current, patch: link !== undefined });
      this.released.delete(current);
      this.links.delete(current);
      current = link && this.lastDependentGone(link.base) ? link.base : undefined;
    }
    return removable;
  }

  /**
   * The keys a store must keep given the keys its records point at: those and every base they read
   * through. The bases only patches need are marked released, so they go with their last patch.
   */
  keepOnly(used: ReadonlySet<string>): Set<string> {
    const kept = new Set<string>();
    for (const key of used) {
      for (let current: string | undefined = key; current !== undefined && !kept.has(current); current = this.links.get(current)?.base) kept.add(current);
    }
    for (const [key, link] of [...this.links]) {
      if (kept.has(key)) continue;
      this.links.delete(key);
      this.lastDependentGone(link.base);
    }
    for (const key of kept) if (!used.has(key)) this.released.add(key);
    return kept;
  }

  /** One patch of `base` is gone; true when that was the last one and `base` itself was released. */
  private lastDependentGone(base: string): boolean {
    const left = (this.dependents.get(base) ?? 1) - 1;
    if (left > 0) {
      this.dependents.set(base, left);
      return false;
    }
    this.dependents.delete(base);
    return this.released.has(base);
  }
}
