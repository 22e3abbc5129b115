import type { Command } from 'commander';
import { isBookFileName } from '../../plugins/files/sniff.js';
import { UsageError } from '../errors.js';

/** `gridcast import <book.xlsx|book.xls|book.csv> -o <template.json>` (DESIGN.md "Command line"). */
export function registerImport(program: Command): void {
  program
    .command('import')
    .description('convert an Excel or CSV book into a template file; what could not be kept is listed on stderr')
    .argument('<book>', '.xlsx, .xls or .csv file')
    .requiredOption('-o, --output <template.json>', 'template file to write')
    .action(async (book: string, options: { output: string }) => {
      if (!isBookFileName(book)) throw new UsageError(`${book}: expected an .xlsx, .xls or .csv file`);
      if (!options.output.toLowerCase().endsWith('.json')) throw new UsageError(`${options.output}: the template file must end in .json`);
      // Loaded on use, so `gridcast --help` does not pay for ExcelJS and SheetJS.
      const [{ loadBook, writeOutputPieces }, { writeTemplateFileText }] = await Promise.all([import('./book-files.js'), import('../../plugins/workbook/file/index.js')]);
      const { workbook, report } = await loadBook(book);
      writeOutputPieces(options.output, (write) => {
        writeTemplateFileText(workbook, write);
        write('\n');
      });
      for (const line of report) process.stderr.write(`note: ${line.sheet ? `${line.sheet}: ` : ''}${line.feature}: ${line.detail}\n`);
    });
}
