import type { Workbook } from '../../workbook/model/index.js';

/** A sheet the engine holds: its id and name. */
export interface KnownSheet {
  readonly id: string;
  readonly name: string;
}

/**
 * What happened to the sheets of a workbook, read by comparing the engine's sheets with the changed
 * document's: sheets deleted, renamed and added (tab order and hiding change no value: SHEET() is 1).
 */
export interface SheetChange {
  readonly deleted: readonly string[];
  readonly renamed: readonly { readonly id: string; readonly from: string; readonly to: string }[];
  readonly added: readonly KnownSheet[];
}

export function sheetChangeBetween(known: Iterable<KnownSheet>, next: Workbook): SheetChange {
  const deleted: string[] = [];
  const renamed: { id: string; from: string; to: string }[] = [];
  const kept = new Set<string>();
  for (const { id, name } of known) {
    const sheet = next.sheetIds.includes(id) ? next.sheetsById[id] : undefined;
    if (sheet === undefined) deleted.push(id);
    else {
      kept.add(id);
      if (sheet.name !== name) renamed.push({ id, from: name, to: sheet.name });
    }
  }
  const added = next.sheetIds.filter((id) => !kept.has(id) && next.sheetsById[id] !== undefined).map((id) => ({ id, name: next.sheetsById[id].name }));
  return { deleted, renamed, added };
}
