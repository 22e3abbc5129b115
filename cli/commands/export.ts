import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import { UsageError } from '../errors.js';

interface ExportOptions {
  readonly output: string;
  readonly input?: string;
  readonly sheet?: string;
}

/**
 * `gridcast export <template.json> -o <out.xlsx|out.csv> [--input file.json] [--sheet name]`: formulas
 * with their computed values cached (xlsx), or one sheet's computed values (csv, the first visible sheet
 * unless --sheet names one).
 */
export function registerExport(program: Command, host: CliHost): void {
  program
    .command('export')
    .description('write a template as an Excel workbook (formulas with cached values) or one sheet as CSV')
    .argument('<template>', 'template file (gridcast/1 JSON)')
    .requiredOption('-o, --output <file>', '.xlsx or .csv file to write')
    .option('--input <file>', 'input JSON to compute the values with')
    .option('--sheet <name>', 'the sheet to write as CSV')
    .action(async (template: string, options: ExportOptions) => {
      const kind = options.output.toLowerCase().match(/\.(xlsx|csv)$/)?.[1];
      if (!kind) throw new UsageError(`${options.output}: the output must end in .xlsx or .csv`);
      // ExcelJS (~86 MB of the process's memory) is loaded for an .xlsx only.
      const [{ exportCsv }, { computedExport, writeOutput }, { loadInput, loadTemplate }] = await Promise.all([
        import('../../plugins/files/csv/export.js'),
        import('./book-files.js'),
        import('./eval.js'),
      ]);
      const workbook = loadTemplate(template);
      const computed = computedExport(workbook, await host.engineOptions(), options.input === undefined ? {} : loadInput(options.input));
      if (kind === 'xlsx') {
        const { exportXlsx } = await import('../../plugins/files/xlsx/export.js');
        writeOutput(options.output, await exportXlsx(workbook, computed));
        return;
      }
      const sheets = workbook.sheetIds.map((id) => workbook.sheetsById[id]);
      const sheet = options.sheet ? sheets.find((s) => s.name.toLowerCase() === options.sheet!.toLowerCase()) : (sheets.find((s) => !s.hidden) ?? sheets[0]);
      if (!sheet) throw new UsageError(`${template} has no sheet named ${options.sheet}`);
      writeOutput(options.output, exportCsv(sheet, (row, col) => computed.computedValue(sheet.id, row, col)));
    });
}
