import type { ImportReport } from '../report.js';
import type { ZipEntry } from '../zip-guard.js';

/**
 * Excel charts are not read (exceljs does not parse them, and their series formulas, chart kinds and
 * styles do not map onto Gridcast's charts one to one): each one is reported, not dropped silently.
 */
export function reportCharts(entries: readonly ZipEntry[], report: ImportReport): void {
  const count = entries.filter((entry) => /^xl\/charts\/chart\d+\.xml$/.test(entry.name)).length;
  if (count === 0) return;
  const what = count === 1 ? '1 chart is' : `${count} charts are`;
  report.add('Charts', `${what} not kept; insert them again with the toolbar's chart button`);
}
