const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Makes ids for sheets (8 characters) and for rows and columns (stable, unique within a sheet). */
export interface IdGenerator {
  sheetId(): string;
  vectorId(): string;
  /** Any other entity (named range, lock, chart...). */
  entityId(): string;
}

/** Random ids from the platform's crypto source (browser and Node alike). */
export class RandomIdGenerator implements IdGenerator {
  sheetId(): string {
    return randomString(8);
  }
  vectorId(): string {
    return randomString(6);
  }
  entityId(): string {
    return randomString(10);
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
