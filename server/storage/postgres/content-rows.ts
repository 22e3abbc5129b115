import { createHash, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { type ContentSource, layeredPrefix } from '../content-source.js';
import type { BodyEdit } from '../storage.js';
import { ContentMissingError } from '../content-missing.js';
import { CONTENT_HOLDERS } from '../records.js';

/** Patches per chain before a whole text is written again: bounds what a read of a patched key costs. */
const MAX_CHAIN = 16;
/** An edit longer than this is written whole: a patch pays off when it is much smaller than the text. */
const MAX_PATCH_BYTES = 64 * 1024;
/** Content nobody points at after this long was put by a save that was never acknowledged. */
const ORPHAN_AGE = '1 hour';

interface ChainRow {
  readonly base: string | null;
  readonly at: number | null;
  readonly cut: number | null;
  readonly body: Buffer;
}

/**
 * Content documents as rows of gridcast_contents: a whole text, or a patch of another row's text. A shadow
 * save that changed a few cells inserts a row of a few hundred bytes instead of the 10k-cell text. A patch
 * row holds a foreign key to its base, so a base cannot be deleted while a patch reads through it (the
 * database settles a drop racing a new patch from another process).
 */
export class ContentRows {
  constructor(private readonly pool: Pool) {}

  async put(kind: string, text: string | Buffer, prefix?: string): Promise<string> {
    const key = newKey(kind);
    await this.pool.query('INSERT INTO gridcast_contents (key, body, prefix_hash) VALUES ($1, $2, $3)', [key, toBuffer(text), prefix === undefined ? null : hashOf(prefix)]);
    return key;
  }

  /** The stored text of a source under a new key, as a patch of `edited.of` when its text has the same prefix. */
  async putSource(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    const prefix = layeredPrefix(source);
    if (edited && Buffer.byteLength(edited.text) <= MAX_PATCH_BYTES) {
      const key = await this.putPatch(kind, prefix, edited);
      if (key) return key;
    }
    return this.put(kind, Buffer.concat([Buffer.from(prefix), source.body, CLOSE_BRACE]), prefix);
  }

  /** The stored text of a key, rebuilt from its chain of patches (one query for the whole chain). */
  async text(key: string): Promise<Buffer> {
    const { rows } = await this.pool.query<ChainRow>(`
      WITH RECURSIVE chain AS (
        SELECT key, base, at, cut, body, 0 AS step FROM gridcast_contents WHERE key = $1
        UNION ALL
        SELECT c.key, c.base, c.at, c.cut, c.body, chain.step + 1 FROM gridcast_contents c JOIN chain ON c.key = chain.base
      )
      SELECT base, at, cut, body FROM chain ORDER BY step DESC`, [key]);
    if (rows.length === 0 || rows[0].base !== null) throw new ContentMissingError(key);
    let text = rows[0].body;
    for (const patch of rows.slice(1)) text = Buffer.concat([text.subarray(0, patch.at!), patch.body, text.subarray(patch.at! + patch.cut!)]);
    return text;
  }

  /**
   * The patches that lead from `from` to `to` (oldest first, offsets in the stored text), when `to` is a
   * chain of patches over `from`; undefined otherwise. One query, bounded by the chain's depth.
   */
  async patchesSince(from: string, to: string): Promise<{ at: number; cut: number; body: Buffer }[] | undefined> {
    const { rows } = await this.pool.query<ChainRow>(`
      WITH RECURSIVE chain AS (
        SELECT key, base, at, cut, body, 0 AS step FROM gridcast_contents WHERE key = $1
        UNION ALL
        SELECT c.key, c.base, c.at, c.cut, c.body, chain.step + 1 FROM gridcast_contents c JOIN chain ON c.key = chain.base
        WHERE chain.base <> $2
      )
      SELECT base, at, cut, body FROM chain ORDER BY step DESC`, [to, from]);
    if (rows.length === 0 || rows[0].base !== from) return undefined;
    return rows.map((row) => ({ at: row.at!, cut: row.cut!, body: row.body }));
  }

  /** The stored text of `key` when it was stored with this prefix (a whole text or a chain), else undefined. */
  async textWithPrefix(key: string, prefix: string): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ same: boolean }>('SELECT prefix_hash = $2 AS same FROM gridcast_contents WHERE key = $1', [key, hashOf(prefix)]);
    return rows[0]?.same ? this.text(key) : undefined;
  }

  /**
   * The caller no longer points at `key`: marks it released and deletes it unless a record still points
   * at it (a run not ended, CONTENT_HOLDERS), then each base released before that only it still needed.
   * So `released` says a drop was asked, not that nothing needs the row: every delete checks the records.
   */
  async drop(key: string): Promise<void> {
    await this.pool.query('UPDATE gridcast_contents SET released = true WHERE key = $1', [key]);
    for (let current: string | null = key; current !== null;) {
      try {
        const { rows }: { rows: { base: string | null }[] } = await this.pool.query(`
          DELETE FROM gridcast_contents c WHERE c.key = $1 AND c.released
            AND NOT EXISTS (SELECT 1 FROM gridcast_contents p WHERE p.base = c.key)
            AND ${unreferenced('$2')}
          RETURNING c.base`, [current, CONTENT_HOLDERS]);
        current = rows[0]?.base ?? null;
      } catch (error) {
        // A patch of it was inserted meanwhile (foreign key): it stays, released, for that patch.
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return;
        throw error;
      }
    }
  }

  /**
   * Deletes what no record points at and no patch needs: content of saves never acknowledged (old enough
   * that no save in flight can still point a record at it) and bases left released by concurrent drops.
   */
  async removeUnused(): Promise<number> {
    let removed = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(`
        DELETE FROM gridcast_contents c
        WHERE (c.released OR c.created_at < now() - interval '${ORPHAN_AGE}')
          AND NOT EXISTS (SELECT 1 FROM gridcast_contents p WHERE p.base = c.key)
          AND ${unreferenced('$1')}`, [CONTENT_HOLDERS]);
      if (!rowCount) return removed;
      removed += rowCount;
    }
  }

  /**
   * Inserts the edit as a patch, in one statement that finds the base and checks it: same prefix, chain
   * not too long. Undefined when the base does not qualify or went away (the caller writes the text whole).
   */
  private async putPatch(kind: string, prefix: string, edited: BodyEdit): Promise<string | undefined> {
    const key = newKey(kind);
    try {
      const { rowCount } = await this.pool.query(`
        INSERT INTO gridcast_contents (key, base, at, cut, body, depth, prefix_hash)
        SELECT $1, key, $3, $4, $5, depth + 1, prefix_hash FROM gridcast_contents
        WHERE key = $2 AND prefix_hash = $6 AND depth < $7`,
      [key, edited.of, Buffer.byteLength(prefix) + edited.at, edited.cut, Buffer.from(edited.text), hashOf(prefix), MAX_CHAIN]);
      return rowCount === 1 ? key : undefined;
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return undefined;
      throw error;
    }
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

/** SQL: no record of the kinds in `kinds` (a parameter: CONTENT_HOLDERS) points at content row `c`; gridcast_records_content_key finds them. */
function unreferenced(kinds: string): string {
  return `NOT EXISTS (SELECT 1 FROM gridcast_records r WHERE r.data->>'contentKey' = c.key AND r.kind = ANY(${kinds}::text[]))`;
}
const CLOSE_BRACE = Buffer.from('}');

function newKey(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

function hashOf(prefix: string): string {
  return createHash('sha256').update(prefix).digest('base64url');
}

function toBuffer(text: string | Buffer): Buffer {
  return typeof text === 'string' ? Buffer.from(text) : text;
}
