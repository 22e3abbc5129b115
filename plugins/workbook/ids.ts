const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes ids for sheets (8 characters) and for rows and columns (stable, unique within a sheet). */
export interface IdGenerator {
  sheetId(): string;
  vectorId(): string;
  /** Any other entity (named range, lock, chart...). */
  entityId(): string;
}

/**
 * Random ids from the platform's crypto source (browser and Node alike), never the same twice from one
 * generator: 6 characters give 62^6 ids, and 200,000 rows drawn at random repeat one about a third of the
 * time (a 200k-row CSV import once made a template that could not be read back: a row listed twice).
 */
export class RandomIdGenerator implements IdGenerator {
  private readonly issued = new Set<string>();
  sheetId(): string {
    return this.unique(8);
  }
  vectorId(): string {
    return this.unique(6);
  }
  entityId(): string {
    return this.unique(10);
  }
  private unique(length: number): string {
    let id = randomString(length);
    while (this.issued.has(id)) id = randomString(length);
    this.issued.add(id);
    return id;
  }
}

/** Predictable ids for tests and generated fixtures. */
export class SequentialIdGenerator implements IdGenerator {
  private n = 0;
  sheetId(): string {
    return `s${String(++this.n).padStart(7, '0')}`;
  }
  vectorId(): string {
    return `v${(++this.n).toString(36)}`;
  }
  entityId(): string {
    return `e${(++this.n).toString(36)}`;
  }
}

function randomString(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}
