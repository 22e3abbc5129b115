/**
 * The `<autoFilter>` element of each worksheet part, caught while the size check streams the part
 * (import.ts): ExcelJS keeps only a filter's range, not its criteria, and a sheet's XML may be too large
 * to read whole again. A sheet has at most one; it follows the cells, so it is found near the end.
 */
export class AutoFilterScan {
  private readonly byPart = new Map<string, string>();
  private part = '';
  private tail = '';
  private caught: string | undefined;
  private done = false;

  /** Starts the next worksheet part. */
  start(part: string): void {
    this.part = part;
    this.tail = '';
    this.caught = undefined;
    this.done = false;
  }

  add(chunk: string): void {
    if (this.done) return;
    if (this.caught === undefined) {
      const text = this.tail + chunk;
      const at = text.search(OPENING);
      if (at < 0) {
        this.tail = text.slice(-TAG_SPAN);
        return;
      }
      this.caught = text.slice(at);
    } else {
      this.caught += chunk;
    }
    this.finish();
  }

  /** The autoFilter element of a worksheet part, or undefined when it has none. */
  of(part: string): string | undefined {
    return this.byPart.get(part);
  }

  private finish(): void {
    const caught = this.caught ?? '';
    const whole = WHOLE.exec(caught);
    if (whole) {
      this.byPart.set(this.part, whole[0]);
      this.done = true;
    } else if (caught.length > MAX_ELEMENT) {
      // Thousands of listed values: beyond what a filter of ours keeps readably; its rows stay hidden.
      this.done = true;
    }
  }
}

const OPENING = /<(?:[A-Za-z0-9_]+:)?autoFilter[\s/>]/;
const WHOLE = /^<(?:[A-Za-z0-9_]+:)?autoFilter(?:[^>"']|"[^"]*"|'[^']*')*?(?:\/>|>[\s\S]*?<\/(?:[A-Za-z0-9_]+:)?autoFilter>)/;
/** Longer than `<x:autoFilter ` so an opening split between two chunks is found. */
const TAG_SPAN = 32;
const MAX_ELEMENT = 1024 * 1024;

/** The autoFilter element inside a table part, or undefined. */
export function autoFilterOf(xml: string): string | undefined {
  const at = xml.search(OPENING);
  return at < 0 ? undefined : WHOLE.exec(xml.slice(at))?.[0];
}
