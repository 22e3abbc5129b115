import { inflateEntry, type ZipEntry } from '../zip-guard.js';
import { storedZip } from '../zip-write.js';

/** A workbook package's parts by name, to repair before the xlsx reader reads them again. */
export class RepairablePackage {
  private readonly decoder = new TextDecoder();
  private readonly encoder = new TextEncoder();

  private constructor(private readonly parts: Map<string, Uint8Array>) {}

  /** Every part that can be inflated; one that cannot is left out, as a reader would fail on it. */
  static async read(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<RepairablePackage> {
    const parts = new Map<string, Uint8Array>();
    for (const entry of entries) {
      if (entry.name.endsWith('/')) continue;
      const data = await inflateEntry(bytes, entry);
      if (data) parts.set(entry.name.replace(/^\//, ''), data);
    }
    return new RepairablePackage(parts);
  }

  copy(): RepairablePackage {
    return new RepairablePackage(new Map(this.parts));
  }

  names(): string[] {
    return [...this.parts.keys()];
  }

  has(name: string): boolean {
    return this.parts.has(name);
  }

  text(name: string): string | undefined {
    const data = this.parts.get(name);
    return data && this.decoder.decode(data);
  }

  setText(name: string, text: string): void {
    this.parts.set(name, this.encoder.encode(text));
  }

  /** Rewrites a text part when it exists; `change` returns the new text. */
  edit(name: string, change: (text: string) => string): void {
    const text = this.text(name);
    if (text === undefined) return;
    const next = change(text);
    if (next !== text) this.setText(name, next);
  }

  remove(name: string): void {
    this.parts.delete(name);
  }

  zip(): Uint8Array {
    return storedZip(this.parts);
  }
}
