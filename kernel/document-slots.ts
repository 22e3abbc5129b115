import { KernelError } from './errors.js';

/**
 * A part of the document a plugin owns, declared in its manifest (`documentSlots`), so the hosts and the
 * other plugins read what a part is from its owner instead of keeping lists of keys.
 */
export interface DocumentSlot {
  /**
   * Where the part sits: dot-separated keys from the document's root, `*` standing for any one key (a
   * sheet's part is `sheetsById.*.frozen`). A part inside another (`settings.calculation` in `settings`)
   * overrides it for what lies under it.
   */
  readonly path: string;
  /**
   * Whether the formula engine (and what follows its values, such as conditional formats) must look at
   * the document again when the part changes: cells, lines, sheets, names and calculation settings do;
   * what only changes how cells look or what is kept beside them (frozen panes, charts, colours) does not.
   */
  readonly affectsValues: boolean;
  /** Whether a shadow keeps (and its user may edit) its own copy of the part, laid over its version's. */
  readonly editableInShadows: boolean;
}

interface SlotNode {
  slot?: DocumentSlot;
  /** Whether this part or one inside it affects values (so replacing the whole of it does). */
  affectsBelow: boolean;
  readonly children: Map<string, SlotNode>;
}

const newNode = (): SlotNode => ({ affectsBelow: false, children: new Map() });

/** The document slots of a host's plugins, looked up by a patch's path (the most specific slot covering it). */
export class DocumentSlots {
  private readonly root = newNode();
  private readonly all: DocumentSlot[] = [];

  /** Refuses a malformed path and a path two plugins declare. */
  constructor(plugins: readonly { readonly id: string; readonly documentSlots?: readonly DocumentSlot[] }[]) {
    const owners = new Map<string, string>();
    for (const plugin of plugins) {
      for (const slot of plugin.documentSlots ?? []) {
        const keys = slot.path.split('.');
        if (keys.some((key) => key === '')) throw new KernelError(`Plugin "${plugin.id}" declares a document slot with a malformed path "${slot.path}".`);
        const owner = owners.get(slot.path);
        if (owner !== undefined) throw new KernelError(`Plugins "${owner}" and "${plugin.id}" both declare the document slot "${slot.path}".`);
        owners.set(slot.path, plugin.id);
        this.place(keys, slot);
        this.all.push(slot);
      }
    }
  }

  /** Every declared slot, in the plugins' order. */
  get slots(): readonly DocumentSlot[] {
    return this.all;
  }

  /** The most specific slot whose path covers `path` (a patch's), or undefined when no plugin declares it. */
  at(path: readonly (string | number)[]): DocumentSlot | undefined {
    let node: SlotNode | undefined = this.root;
    let found: DocumentSlot | undefined;
    for (const key of path) {
      node = node.children.get(String(key)) ?? node.children.get('*');
      if (node === undefined) break;
      found = node.slot ?? found;
    }
    return found;
  }

  /**
   * Whether a change at `path` may change computed values: its slot's word, or true when it replaces a part
   * holding one that does (all of `settings` holds `settings.calculation`); undefined when no plugin declares it.
   */
  affectsValues(path: readonly (string | number)[]): boolean | undefined {
    let node: SlotNode | undefined = this.root;
    let found: DocumentSlot | undefined;
    for (const key of path) {
      node = node.children.get(String(key)) ?? node.children.get('*');
      if (node === undefined) return found?.affectsValues;
      found = node.slot ?? found;
    }
    return node.affectsBelow || found?.affectsValues;
  }

  /** The top-level parts a shadow keeps its own copy of. */
  shadowKeys(): string[] {
    return this.all.filter((slot) => slot.editableInShadows && !slot.path.includes('.')).map((slot) => slot.path);
  }

  private place(keys: readonly string[], slot: DocumentSlot): void {
    let node = this.root;
    for (const key of keys) {
      let child = node.children.get(key);
      if (child === undefined) node.children.set(key, (child = newNode()));
      node = child;
      if (slot.affectsValues) node.affectsBelow = true;
    }
    node.slot = slot;
  }
}
