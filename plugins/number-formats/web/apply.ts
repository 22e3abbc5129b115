import type { EditorHost } from '../../../web/plugin-api/index.js';
import type { CellType } from '../../workbook/model/index.js';
import { rememberFormat } from './recent-store.js';

/** Applies a format to the selection (one undo step) and remembers it among the recents. */
export async function applyToSelection(host: EditorHost, format: string | undefined, type: CellType): Promise<boolean> {
  const ok = await host.run('number-formats.apply', { sheetId: host.sheet.id, area: host.area, format, type });
  if (ok) rememberFormat(format);
  return ok;
}
