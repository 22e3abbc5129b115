import type { LockedCells } from '../../plugins/locks/index.js';
import { acceptCellEdits, CheckedText, type SameBytes, type SpareOffsets } from '../../plugins/workbook/file/index.js';
import type { ContentSource } from '../storage/content-source.js';
import type { StoredEdit } from '../storage/storage.js';
import { editNeedsWholeCheck } from './guarded-edit.js';

/** What a shadow save needs besides its sheets: the small members of its body, already validated. */
export interface SaveFields {
  readonly shadow: { readonly name?: string; readonly gridVersionId?: string; readonly updatedAt?: string };
}

/** A save that passed the whole check, as remembered for the shadow's next save. */
export interface CheckedSave {
  /** The content key the save was stored under. */
  readonly contentKey: string;
  /** The version content its sheets were checked against. */
  readonly versionKey: string | undefined;
  readonly fields: SaveFields;
  /** How its content was stored: the body's members over a base. */
  readonly source: ContentSource;
  readonly checked: CheckedText;
  /**
   * The cells its locks cover, when its sheets were read (the whole check): a later save of a few cells
   * is accepted as text only when it changes none of them (nor a note). Without it, the next save is read whole.
   */
  readonly locked?: LockedCells;
}

/** A save accepted because it differs from the shadow's last one only inside a few cells. */
export interface RepeatedSave {
  readonly fields: SaveFields;
  /** The content of the version its sheets are valid with. */
  readonly versionKey: string | undefined;
  readonly source: ContentSource;
  readonly checked: CheckedText;
  readonly locked?: LockedCells;
}

/**
 * The last checked save of each shadow, so that the next save, which usually resends the same sheets with
 * a few cells changed, is checked by comparing texts (acceptCellEdits) instead of parsing and reading
 * 10k cells again: about 15 ms of CPU per save for a 10k-cell shadow. Bounded by total body size, least
 * recently saved first out. A remembered save is used only while the shadow still points at its content
 * and its version's content is the one it was checked against.
 * Each shadow's remembered body is a copy in a buffer of its own, reused by its next save: a request's
 * 360 KB body kept until the next save would outlive the young generation, and V8 collects that memory
 * (outside its heap) only with full collections, which came five times a second under 20 writers.
 * For the same reason the offsets of a replaced save's cells are the spare its shadow's next accepted
 * save writes its own into. That is safe because an accepted save's offsets are its own (acceptCellEdits
 * copies them even for an unchanged text), and once a save is replaced nothing reads them: saves checked
 * against it read them only inside `repeat`, which runs to its end before anything else.
 */
export class SaveChecks {
  private readonly saves = new Map<string, CheckedSave>();
  private readonly buffers = new Map<string, Buffer>();
  private readonly spares = new Map<string, SpareOffsets>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The save of `body`, when it can be accepted from the shadow's last checked save: a few cells changed,
   * none of them locked and no note (what shadow mode forbids is judged by the whole check).
   */
  repeat(shadowId: string, contentKey: string, versionKey: string | undefined, body: Uint8Array): RepeatedSave | undefined {
    const last = this.saves.get(shadowId);
    if (last === undefined || last.locked === undefined || last.contentKey !== contentKey || last.versionKey !== versionKey) return undefined;
    const spare = this.spares.get(shadowId);
    const checked = acceptCellEdits(last.checked, body, sameBytes, spare);
    if (checked === undefined || editNeedsWholeCheck(last.checked, checked, last.locked)) return undefined;
    // Now this save's own: a concurrent save of the shadow gets new arrays.
    this.spares.delete(shadowId);
    return { fields: last.fields, versionKey, checked, source: { ...last.source, body }, locked: last.locked };
  }

  /** The shadow's last checked save, when it was checked against the version content `versionKey`. */
  last(shadowId: string, versionKey: string | undefined): CheckedSave | undefined {
    const last = this.saves.get(shadowId);
    return last?.versionKey === versionKey ? last : undefined;
  }

  /**
   * Catches up with saves of the shadow stored elsewhere (another process) as edits of its last save here:
   * the edits applied to the remembered body must again pass acceptCellEdits, one by one, and the result is
   * remembered as the save stored under `contentKey`. False (nothing changed) when an edit does not pass
   * or the remembered save is no longer the one stored under `from` (a save here went first meanwhile).
   */
  advance(shadowId: string, from: string, contentKey: string, edits: readonly StoredEdit[]): boolean {
    const last = this.saves.get(shadowId);
    if (last?.contentKey !== from) return false;
    let checked = last.checked;
    for (const edit of edits) {
      const bytes = checked.bytes;
      if (edit.at < 0 || edit.at + edit.cut > bytes.length) return false;
      const next = Buffer.concat([bytes.subarray(0, edit.at), edit.bytes, bytes.subarray(edit.at + edit.cut)]);
      const accepted = acceptCellEdits(checked, next, sameBytes);
      if (accepted === undefined) return false;
      checked = accepted;
    }
    this.remember(shadowId, { ...last, contentKey, source: { ...last.source, body: checked.bytes }, checked });
    return true;
  }

  /**
   * Takes the body stored under `contentKey` as the shadow's last checked save, in place of the remembered
   * one (stored `from`): the caller knows it was checked against the same version content elsewhere.
   * Compared with the remembered body first: when they differ in a few cells (saves of other cells that
   * crossed this process's), the cells' index is carried over rather than found again in the whole text.
   */
  adopt(shadowId: string, from: string, contentKey: string, body: Uint8Array): boolean {
    const last = this.saves.get(shadowId);
    if (last?.contentKey !== from) return false;
    const edited = acceptCellEdits(last.checked, body, sameBytes);
    // Its rows, columns and locks are the remembered save's only when it differs from it in cells alone.
    this.remember(shadowId, { ...last, contentKey, source: { ...last.source, body }, checked: edited ?? new CheckedText(body), locked: edited && last.locked });
    return true;
  }

  remember(shadowId: string, save: CheckedSave): void {
    const bytes = save.checked.bytes;
    const kept = this.buffers.get(shadowId);
    const replaced = this.saves.get(shadowId)?.checked.knownMembers;
    this.forget(shadowId);
    if (bytes.length > this.maxBytes) return;
    if (replaced !== undefined && replaced.starts !== save.checked.knownMembers?.starts) this.spares.set(shadowId, replaced);
    const buffer = kept !== undefined && kept.length >= bytes.length ? kept : Buffer.allocUnsafeSlow(bytes.length + (bytes.length >> 4));
    buffer.set(bytes);
    const copy = buffer.subarray(0, bytes.length);
    this.buffers.set(shadowId, buffer);
    this.saves.set(shadowId, { ...save, checked: save.checked.heldIn(copy), source: { ...save.source, body: copy } });
    this.size += buffer.length;
    for (const id of this.saves.keys()) {
      if (this.size <= this.maxBytes) break;
      this.forget(id);
    }
  }

  forget(shadowId: string): void {
    const buffer = this.buffers.get(shadowId);
    this.saves.delete(shadowId);
    this.buffers.delete(shadowId);
    this.spares.delete(shadowId);
    if (buffer !== undefined) this.size -= buffer.length;
  }
}

const sameBytes: SameBytes = (a, aFrom, b, bFrom, length) => Buffer.compare(a.subarray(aFrom, aFrom + length), b.subarray(bFrom, bFrom + length)) === 0;
