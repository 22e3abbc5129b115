import { parseJsonText, readTemplateFile, TemplateFileError } from '../workbook/file/index.js';

export type ImportCheck = { readonly ok: true; readonly content: Record<string, unknown> } | { readonly ok: false; readonly error: string };

/**
 * The Developers panel's Import: a version name and the JSON text of a template file (what Export copies).
 * The text is checked as the server and the CLI check a template file, so a refusal names the exact path
 * and reason (`sheetsById.s1.rowsById.r1.height: expected a number >= 0, got "21"`) and nothing is sent.
 */
export function checkImportedVersion(name: string, text: string): ImportCheck {
  if (name.trim() === '') return { ok: false, error: "Name can't be blank" };
  if (text.trim() === '') return { ok: false, error: 'Paste the JSON of a template (what Export copies).' };
  try {
    const content = parseJsonText(text);
    readTemplateFile(content);
    return { ok: true, content: content as Record<string, unknown> };
  } catch (error) {
    if (error instanceof TemplateFileError) return { ok: false, error: error.message };
    throw error;
  }
}
