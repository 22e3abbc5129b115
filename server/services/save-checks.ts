import { acceptCellEdits, CheckedText } from '../../plugins/workbook/file/index.js';
import type { ContentSource } from '../storage/content-source.js';

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
}

/** A save accepted because it differs from the shadow's last one only inside a few cells. */
export interface RepeatedSave {
  readonly fields: SaveFields;
  /** The content of the version its sheets are valid with. */
  readonly versionKey: string | undefined;
  readonly source: ContentSource;
  readonly checked: CheckedText;
}

/**
 * The last checked save of each shadow, so that the next save, which usually resends the same sheets with
 * a few cells changed, is checked by comparing texts (acceptCellEdits) instead of parsing and reading
 * 10k cells again: about 15 ms of CPU per save for a 10k-cell shadow. Bounded by total text size, least
 * recently saved first out. A remembered save is used only while the shadow still points at its content
 * and its version's content is the one it was checked against.
 */
export class SaveChecks {
  private readonly saves = new Map<string, CheckedSave>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  /** The save of `text`, when it can be accepted from the shadow's last checked save. */
  repeat(shadowId: string, contentKey: string, versionKey: string | undefined, text: string): RepeatedSave | undefined {
    const last = this.saves.get(shadowId);
    if (last === undefined || last.contentKey !== contentKey || last.versionKey !== versionKey) return undefined;
    const checked = acceptCellEdits(last.checked, text);
    if (checked === undefined) return undefined;
    return { fields: last.fields, versionKey, checked, source: { ...last.source, body: text } };
  }

  remember(shadowId: string, save: CheckedSave): void {
    this.forget(shadowId);
    if (save.checked.text.length > this.maxChars) return;
    this.saves.set(shadowId, save);
    this.size += save.checked.text.length;
    for (const [id, oldest] of this.saves) {
      if (this.size <= this.maxChars) break;
      this.saves.delete(id);
      this.size -= oldest.checked.text.length;
    }
  }

  forget(shadowId: string): void {
    const last = this.saves.get(shadowId);
    if (last === undefined) return;
    this.saves.delete(shadowId);
    this.size -= last.checked.text.length;
  }
}
