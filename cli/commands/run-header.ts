import { csvRecords, headerPaths, type ColumnPath } from '../../plugins/runs/index.js';
import { UsageError } from '../errors.js';

/** A CSV file of inputs' header record (its bytes), as the paths its columns' values go to; a bad header is a usage error. */
export function headerOf(bytes: Uint8Array): ColumnPath[] {
  const [header] = csvRecords(new TextDecoder().decode(bytes));
  if (!header) throw new UsageError('the CSV file of inputs has no header row: its first row names the columns');
  try {
    return headerPaths(header);
  } catch (error) {
    throw new UsageError(`the CSV file of inputs: ${(error as Error).message}`);
  }
}
