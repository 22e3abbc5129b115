import type { ContentSource } from '../storage/content-source.js';
import type { JsonObject } from '../storage/records.js';

/** Members of a save body that are not content (they go to the shadow's record, or are checked only). */
const NOT_CONTENT = new Set(['name', 'gridVersionId', 'updatedAt']);

/**
 * How a saved shadow's content is stored without serialising it again: the members the save sent, as
 * sent (`body.shadow` of the raw body), over the previous content's other members. `sent` is the
 * validated `body.shadow`: its members equal the raw ones because their schemas only check, never transform.
 */
export function shadowSaveSource(rawBody: Uint8Array, content: JsonObject, sent: JsonObject): ContentSource {
  const keys = Object.keys(sent).filter((key) => !NOT_CONTENT.has(key) && sent[key] !== undefined);
  const base: JsonObject = { ...content };
  for (const key of keys) delete base[key];
  return { body: rawBody, path: ['shadow'], keys, base };
}
