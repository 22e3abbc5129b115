import { streamEntry, type ZipEntry } from '../zip-guard.js';

/** The whole text of a small part of a workbook (its workbook.xml, relationships, metadata.xml), inflated as a stream. */
export async function partText(bytes: Uint8Array, entries: readonly ZipEntry[], name: string): Promise<string | undefined> {
  const entry = entries.find((e) => e.name === name);
  if (!entry) return undefined;
  let text = '';
  const read = await streamEntry(bytes, entry, (chunk) => {
    text += chunk;
    return true;
  });
  return read ? text : undefined;
}

/** An attribute of an XML start tag's text (`name="value"`, entities decoded), or undefined. */
export function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match === null ? undefined : decodeEntities(match[1]);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    switch (entity) {
      case 'lt': return '<';
      case 'gt': return '>';
      case 'quot': return '"';
      case 'apos': return "'";
      case 'amp': return '&';
      default: return String.fromCodePoint(entity[1] === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
    }
  });
}
