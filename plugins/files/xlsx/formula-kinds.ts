import { streamEntry, type ZipEntry } from '../zip-guard.js';
import { FormulaKindScanner, type SheetFormulaKinds } from './array-formulas.js';
import { dynamicArrayIndices } from './dynamic-array-metadata.js';
import { sheetParts } from './sheet-parts.js';
import { partText } from './xml-text.js';

/**
 * The kinds of each worksheet's formulas, by sheet name, read from the file's XML where ExcelJS drops
 * them (the `cm` attribute and xl/metadata.xml): which are stored over an area and which are
 * dynamic-array formulas. Each sheet is streamed, as the size checks did before (import.ts).
 */
export async function readFormulaKinds(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<Map<string, SheetFormulaKinds>> {
  const dynamic = dynamicArrayIndices(await partText(bytes, entries, 'xl/metadata.xml'));
  const out = new Map<string, SheetFormulaKinds>();
  for (const [name, entry] of await sheetParts(bytes, entries)) {
    const scanner = new FormulaKindScanner((cm) => dynamic.has(cm));
    await streamEntry(bytes, entry, (text) => {
      scanner.add(text);
      return true;
    });
    out.set(name, scanner.kinds);
  }
  return out;
}
