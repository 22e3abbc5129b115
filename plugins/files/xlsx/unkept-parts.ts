import type { ImportReport } from '../report.js';
import type { ZipEntry } from '../zip-guard.js';

/** Parts of a workbook package that have no counterpart in a template, each reported by its count. */
const UNKEPT_PARTS: readonly { readonly part: RegExp; readonly feature: string; readonly detail: (count: number) => string }[] = [
  { part: /^xl\/pivotTables\/[^/]+\.xml$/, feature: 'Pivot tables', detail: (n) => `${plural(n, 'pivot table')} ${n === 1 ? 'is' : 'are'} not kept; the values ${n === 1 ? 'it' : 'they'} showed stay as plain cells` },
  { part: /^xl\/chartsheets\/[^/]+\.xml$/, feature: 'Chart sheets', detail: (n) => `${plural(n, 'chart sheet')} ${n === 1 ? 'is' : 'are'} not kept` },
  { part: /^xl\/externalLinks\/[^/]+\.xml$/, feature: 'External links', detail: (n) => (n === 1 ? 'the link to another workbook is not kept' : `the links to ${n} other workbooks are not kept`) },
  { part: /^xl\/(connections\.xml|queryTables\/[^/]+\.xml)$/, feature: 'Data connections', detail: () => 'queries and data connections are not kept; their last results stay as plain cells' },
  { part: /^xl\/vbaProject\.bin$/, feature: 'Macros', detail: () => 'VBA macros are not kept' },
  { part: /^xl\/macrosheets\/[^/]+\.xml$/, feature: 'Macro sheets', detail: (n) => `${plural(n, 'Excel 4 macro sheet')} ${n === 1 ? 'is' : 'are'} not kept` },
  { part: /^xl\/dialogsheets\/[^/]+\.xml$/, feature: 'Dialog sheets', detail: (n) => `${plural(n, 'dialog sheet')} ${n === 1 ? 'is' : 'are'} not kept` },
  { part: /^xl\/slicers\/[^/]+\.xml$/, feature: 'Slicers', detail: () => 'slicers are not kept' },
  { part: /^xl\/timelines\/[^/]+\.xml$/, feature: 'Timelines', detail: () => 'timelines are not kept' },
  { part: /^xl\/webextensions\/webextension\d*\.xml$/, feature: 'Add-ins', detail: () => 'Office add-ins in the workbook are not kept' },
];

function plural(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

/** Reports what the package holds that the import leaves out, so nothing is dropped silently. */
export function reportUnkeptParts(entries: readonly ZipEntry[], report: ImportReport): void {
  for (const { part, feature, detail } of UNKEPT_PARTS) {
    const count = entries.filter((entry) => part.test(entry.name)).length;
    if (count > 0) report.add(feature, detail(count));
  }
}

/** Excel 2010 extensions in a worksheet that ExcelJS does not read, by the element that starts them. */
const UNREAD_EXTENSIONS: readonly { readonly tag: string; readonly feature: string; readonly detail: string }[] = [
  { tag: '<x14:dataValidation ', feature: 'Data validation', detail: 'validations whose list or limits read another sheet (an Excel 2010 extension) are not kept' },
  { tag: '<x14:sparklineGroup', feature: 'Sparklines', detail: 'sparklines are not kept' },
];

/** Longer than any tag searched for. */
const TAG_SPAN = 32;

/**
 * Finds, from chunks of a worksheet's XML, the extensions ExcelJS passes over without a word. A tag split
 * between two chunks is found where the end of the last chunk meets the start of this one. Chunks without
 * an x14 element (almost all) cost one search.
 */
export class SheetExtensionScan {
  private tail = '';
  private readonly found = new Set<number>();

  add(chunk: string): void {
    const joint = this.tail + chunk.slice(0, TAG_SPAN);
    this.tail = chunk.slice(-TAG_SPAN);
    if (!chunk.includes('<x14:') && !joint.includes('<x14:')) return;
    UNREAD_EXTENSIONS.forEach((extension, index) => {
      if (chunk.includes(extension.tag) || joint.includes(extension.tag)) this.found.add(index);
    });
  }

  report(report: ImportReport): void {
    for (const index of this.found) report.add(UNREAD_EXTENSIONS[index].feature, UNREAD_EXTENSIONS[index].detail);
  }
}
