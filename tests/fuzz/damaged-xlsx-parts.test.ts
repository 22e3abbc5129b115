import ExcelJS from 'exceljs';
import fc from 'fast-check';
// jszip comes with exceljs; here it rewrites the parts of a book.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { FileImportError, importXlsx } from '../../plugins/files/index.js';
import { parseTemplateText, templateFileText } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';

/**
 * Books whose XML parts are damaged the way other writers and old Excel versions damage them: elements
 * dropped, renamed, given a prefix or added where ExcelJS does not expect them, parts cut short or
 * missing. An import reads them (and writes a template that reads back) or refuses them with a
 * FileImportError; it never throws anything else. `npm test` runs a fixed seed (FUZZ_SEED, FUZZ_RUNS
 * explore further).
 */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 1e9 : Number(process.env.FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);

/** Elements other writers put where ExcelJS expects something else. */
const STRANGERS = [
  '<iconFilter iconSet="3Arrows" iconId="0"/>', '<colorFilter dxfId="0"/>', '<sortState ref="A1:B3"/>', '<extLst><ext uri="{X}"><x14:id>1</x14:id></ext></extLst>',
  '<c r="XFZ1"><v>1</v></c>', '<c r="1A"><v>1</v></c>', '<row r="0"/>', '<phoneticPr fontId="1"/>', '<dc:contributor>x</dc:contributor>', '<foo/>', '<x:row r="2"/>',
];

type Damage =
  | { kind: 'drop' | 'rename' | 'prefix' | 'insert'; part: number; element: number; stranger: number }
  | { kind: 'cut'; part: number; at: number }
  | { kind: 'remove'; part: number };

const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.record({ kind: fc.constantFrom('drop', 'rename', 'prefix', 'insert'), part: fc.nat(), element: fc.nat(), stranger: fc.nat() }) as fc.Arbitrary<Damage>,
  fc.record({ kind: fc.constant('cut' as const), part: fc.nat(), at: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), part: fc.nat() }),
);

function damaged(xml: string, d: Damage): string | null {
  if (d.kind === 'remove') return null;
  if (d.kind === 'cut') return xml.slice(0, d.at % (xml.length + 1));
  const elements = [...xml.matchAll(/<([A-Za-z][\w:]*)\b[^>]*?\/>/g)];
  if (elements.length === 0) return xml;
  const match = elements[d.element % elements.length];
  const [element, tag] = match;
  const at = match.index;
  const stranger = STRANGERS[d.stranger % STRANGERS.length];
  const replaced = {
    drop: '',
    rename: element.replace(tag, `${tag}Old`),
    prefix: element.replace(`<${tag}`, `<y:${tag}`),
    insert: `${element}${stranger}`,
  }[d.kind];
  return xml.slice(0, at) + replaced + xml.slice(at + element.length);
}

describe('fuzz: damaged parts of an xlsx book', () => {
  let zipped: Uint8Array;
  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Data');
    ws.addTable({ name: 'Fruit', ref: 'A1', headerRow: true, columns: [{ name: 'Name', filterButton: true }, { name: 'Count' }], rows: [['apple', 3], ['pear', 5]] });
    ws.getCell('D1').value = { formula: 'SUM(B2:B3)', result: 8 };
    ws.getCell('D2').note = 'a note';
    ws.getCell('D3').dataValidation = { type: 'list', allowBlank: true, formulae: ['"a,b"'] };
    ws.mergeCells('E1:F2');
    ws.addConditionalFormatting({ ref: 'B2:B3', rules: [{ type: 'cellIs', operator: 'greaterThan', priority: 1, formulae: ['4'], style: { font: { bold: true } } }] });
    book.addWorksheet('More').getCell('A1').value = { formula: 'Data!D1*2', result: 16 };
    book.definedNames.add('Data!$B$2:$B$3', 'Counts');
    zipped = new Uint8Array(await book.xlsx.writeBuffer());
  });

  it('reads what it can (a template that reads back) or refuses with a FileImportError', async () => {
    const source = await JSZip.loadAsync(zipped);
    const names = Object.keys(source.files).filter((name) => !source.files[name].dir);
    const texts = new Map(await Promise.all(names.map(async (name) => [name, await source.file(name)!.async('string')] as const)));
    let read = 0;
    let refused = 0;
    await fc.assert(fc.asyncProperty(fc.array(damage, { minLength: 1, maxLength: 3 }), async (damages) => {
      const zip = new JSZip();
      const parts = new Map(texts);
      for (const d of damages) {
        const name = names[d.part % names.length];
        const text = parts.get(name);
        if (text === undefined) continue;
        const next = damaged(text, d);
        if (next === null) parts.delete(name);
        else parts.set(name, next);
      }
      for (const [name, text] of parts) zip.file(name, text);
      const bytes = await zip.generateAsync({ type: 'uint8array' });
      try {
        const { workbook } = await importXlsx(bytes, 'damaged.xlsx', new SequentialIdGenerator());
        expect(parseTemplateText(templateFileText(workbook))).toEqual(workbook);
        read++;
      } catch (error) {
        if (!(error instanceof FileImportError)) throw error;
        refused++;
      }
    }), { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: SECONDS * 1000, markInterruptAsFailure: false });
    console.log(`damaged books read: ${read}, refused: ${refused}`);
    expect(read).toBeGreaterThan(refused);
  }, (SECONDS + 30) * 1000);
});
