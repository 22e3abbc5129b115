// `npx tsx scripts/excel-agreement.ts [filter] [--cells]`: imports each book of ../shared/excel-books, computes it and
// prints how many formula cells agree with the value Excel cached (tests/support/excel-agreement.ts),
// with the cells that differ when --cells is given. The test of record is tests/plugins/files/excel-books.test.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bookAgreement } from '../tests/support/excel-agreement.js';

const BOOKS = join(import.meta.dirname, '..', '..', 'shared', 'excel-books');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const showCells = args.includes('--cells');
  const filter = args.find((arg) => !arg.startsWith('--'));
  let cells = 0;
  let agreeing = 0;
  for (const file of readdirSync(BOOKS).filter((f) => f.endsWith('.xlsx') && (!filter || f.toLowerCase().includes(filter.toLowerCase()))).sort()) {
    const result = await bookAgreement(join(BOOKS, file));
    cells += result.cells;
    agreeing += result.agreeing;
    console.log(`${result.agreeing === result.cells && !result.failure ? ' ' : '*'} ${result.agreeing}/${result.cells}\t${result.book}${result.failure ? `\tFAILED: ${result.failure}` : ''}`);
    if (!showCells) continue;
    for (const d of result.disagreements) {
      console.log(`    ${d.sheet}!${d.address}\t=${d.formula}\texcel ${JSON.stringify(d.excel)}\tgridcast ${JSON.stringify(d.gridcast)}`);
    }
  }
  console.log(`${agreeing}/${cells} formula cells agree with Excel (${((100 * agreeing) / cells).toFixed(2)}%)`);
}

await main();
