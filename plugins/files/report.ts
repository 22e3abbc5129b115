/** What an import could not carry over, so nothing is dropped silently. */
export interface ImportReportLine {
  /** The sheet concerned, or undefined for the whole workbook. */
  readonly sheet?: string;
  readonly feature: string;
  readonly detail: string;
}

export interface ImportResult<W> {
  readonly workbook: W;
  readonly report: readonly ImportReportLine[];
}

/** Collects report lines, merging repeats of one feature on one sheet into a count. */
export class ImportReport {
  private readonly lines = new Map<string, { line: ImportReportLine; count: number }>();

  add(feature: string, detail: string, sheet?: string): void {
    const key = `${sheet ?? ''}\u0000${feature}\u0000${detail}`;
    const entry = this.lines.get(key);
    if (entry) entry.count++;
    else this.lines.set(key, { line: { sheet, feature, detail }, count: 1 });
  }

  /** Adds another report's lines (with their counts) to this one. */
  merge(other: ImportReport): void {
    for (const [key, { line, count }] of other.lines) {
      const entry = this.lines.get(key);
      if (entry) entry.count += count;
      else this.lines.set(key, { line, count });
    }
  }

  toLines(): ImportReportLine[] {
    return [...this.lines.values()].map(({ line, count }) => (count > 1 ? { ...line, detail: `${line.detail} (${count} times)` } : line));
  }
}
