import type { ZipEntry } from '../zip-guard.js';
import { attributeOf, partText } from './xml-text.js';

/**
 * Which zip entry holds each worksheet, by sheet name: workbook.xml names the sheets and their
 * relationship ids, its relationships part the targets. Sheets whose part cannot be found are left out.
 */
export async function sheetParts(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<Map<string, ZipEntry>> {
  const out = new Map<string, ZipEntry>();
  const workbook = await partText(bytes, entries, 'xl/workbook.xml');
  const rels = await partText(bytes, entries, 'xl/_rels/workbook.xml.rels');
  if (workbook === undefined || rels === undefined) return out;
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attributeOf(tag, 'Id');
    const target = attributeOf(tag, 'Target');
    if (id !== undefined && target !== undefined) targets.set(id, target);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = attributeOf(tag, 'name');
    const id = /\s\w+:id="([^"]*)"/.exec(tag)?.[1];
    const target = id === undefined ? undefined : targets.get(id);
    const entry = target === undefined ? undefined : byName.get(partPath(target));
    if (name !== undefined && entry !== undefined) out.set(name, entry);
  }
  return out;
}

/** A relationship target of workbook.xml as a zip path: relative to xl/, or absolute from the root. */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts: string[] = ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
