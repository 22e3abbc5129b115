import { NAME_LENGTH_LIMIT } from '../workbook/index.js';

/**
 * The template name of an imported book: its file name without the extension, within the template's
 * name limits (not blank, at most NAME_LENGTH_LIMIT characters), since the template reader refuses any
 * other and an import must write a file that reads back.
 */
export function bookName(fileName: string): string {
  const name = fileName.replace(/\.[^.]+$/, '').trim().slice(0, NAME_LENGTH_LIMIT).trim();
  return name === '' ? 'Imported book' : name;
}
