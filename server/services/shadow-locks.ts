import { LockedCells, shadowChangeRefusal } from '../../plugins/locks/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { readTemplate } from '../engine/templates.js';
import { forbidden } from '../http/errors.js';
import type { TemplateEngine } from '../plugin-api/template-engine.js';
import type { JsonObject } from '../storage/records.js';

/**
 * Version workbooks by the content object the store's cache hands out for a version (content never
 * changes under a key): read once while the store keeps that object, and gone with it.
 */
const versions = new WeakMap<JsonObject, Workbook>();

function versionWorkbook(content: JsonObject): Workbook {
  let workbook = versions.get(content);
  if (!workbook) {
    workbook = readTemplate(content);
    versions.set(content, workbook);
  }
  return workbook;
}

/**
 * Refuses (403, naming the cell, lock or sheet) a shadow save that changes what its user could not change
 * in the editor's shadow mode (plugins/locks shadowChangeRefusal): the editor's guard runs in the browser,
 * which the API does not go through. What the shadow held before is read only when the save differs from
 * the version, to tell the user's changes from the version's own since the shadow was made.
 * Returns which cells the saved shadow's locks cover, for the next save of a few cells.
 */
export function refuseLockedChanges(version: JsonObject, saved: Workbook, previous: JsonObject, templates: TemplateEngine): LockedCells {
  const template = versionWorkbook(version);
  const refusal = shadowChangeRefusal(template, saved) && shadowChangeRefusal(template, saved, previousWorkbook(version, previous, templates));
  if (refusal) throw forbidden(refusal);
  return LockedCells.of(saved);
}

function previousWorkbook(version: JsonObject, previous: JsonObject, templates: TemplateEngine): Workbook | undefined {
  try {
    return templates.read(templates.withShadow(version, previous), 'shadow');
  } catch {
    // Content stored before it was checked this way and no longer valid: only the version counts.
    return undefined;
  }
}
