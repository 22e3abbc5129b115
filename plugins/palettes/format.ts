import type { BorderLine, CellFormat } from '../workbook/index.js';
import type { PaletteLook } from './resolve.js';

/**
 * A cell's format with its palette's look laid over it (what the look sets wins; a border colour draws a
 * thin border on every side), for hosts that hand formats on: casts and their PDFs.
 */
export function withPaletteLook(format: CellFormat | undefined, look: PaletteLook): CellFormat {
  const { borderColor, ...rest } = look;
  const out: CellFormat = { ...(format ?? {}), ...rest };
  if (borderColor === undefined) return out;
  const line: BorderLine = { color: borderColor, style: 'normal' };
  return { ...out, borders: { top: line, right: line, bottom: line, left: line } };
}
