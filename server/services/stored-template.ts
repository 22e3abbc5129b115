import { readTemplate, readTemplateChunks } from '../engine/templates.js';
import { collectAfterReading } from '../http/collect-garbage.js';
import type { Storage } from '../storage/storage.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { asObject } from './shadow-content.js';

/**
 * The workbook of stored template content `key`. Read from its stored text a chunk at a time when the store
 * can give it (a 200k-row template: no 75 MB string, no tree of a million cell objects, nothing cached),
 * else from the parsed document.
 */
export async function storedWorkbook(storage: Storage, key: string): Promise<Workbook> {
  const bytes = await storage.contentBytes(key);
  if (!bytes) return readTemplate(asObject(await storage.getContent(key)));
  try {
    const workbook = readTemplateChunks(bytes.chunks);
    collectAfterReading(bytes.size);
    return workbook;
  } finally {
    await bytes.release();
  }
}
