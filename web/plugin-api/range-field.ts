import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useHost } from './host.js';

/**
 * The range field of the form open in the sidebar, as the toolbar's range input mirrors it (SPEC
 * section 2: "A range input lets the user type a range or sync it with the selection"): what it shows,
 * and the form's own ways to type into it and to switch its sync.
 */
export interface RangeField {
  readonly label: string;
  readonly value: string;
  readonly sync: boolean;
  readonly error?: string;
  /** Types text into the form's field (and selects the range while synced). */
  type(text: string): void;
  setSync(sync: boolean): void;
}

/**
 * Which form's range field the toolbar mirrors: the one mounted last (a form opening claims it, closing
 * releases it). One per editor (`rangeFieldsOf` its kernel).
 */
export class RangeFields {
  private owner: object | null = null;
  private field: RangeField | null = null;
  private readonly listeners = new Set<() => void>();

  claim(owner: object, field: RangeField): void {
    this.owner = owner;
    this.field = field;
    this.notify();
  }

  release(owner: object): void {
    if (this.owner !== owner) return;
    this.owner = null;
    this.field = null;
    this.notify();
  }

  readonly current = (): RangeField | null => this.field;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const byEditor = new WeakMap<object, RangeFields>();

/** The range fields of the editor that owns this kernel (an editor is one kernel). */
export function rangeFieldsOf(kernel: object): RangeFields {
  let fields = byEditor.get(kernel);
  if (!fields) byEditor.set(kernel, (fields = new RangeFields()));
  return fields;
}

/** The form's range field the toolbar mirrors now, or null when no open form has one. */
export function useMirroredRangeField(): RangeField | null {
  const fields = rangeFieldsOf(useHost().kernel);
  return useSyncExternalStore(fields.subscribe, fields.current, fields.current);
}

/** Offers a form's range field to the toolbar while the form is mounted, kept up to date on each render. */
export function useMirrorRangeField(field: RangeField): void {
  const fields = rangeFieldsOf(useHost().kernel);
  const owner = useRef({}).current;
  // The toolbar calls the form's latest functions (they read the workbook of the current render).
  const latest = useRef(field);
  latest.current = field;
  useLayoutEffect(() => {
    const { label, value, sync, error } = field;
    fields.claim(owner, { label, value, sync, error, type: (text) => latest.current.type(text), setSync: (on) => latest.current.setSync(on) });
  }, [fields, field.label, field.value, field.sync, field.error]);
  useLayoutEffect(() => () => fields.release(owner), [fields]);
}
