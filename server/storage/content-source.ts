import type { JsonObject, JsonValue } from './records.js';

/**
 * Where most of a content document's text already exists: the members of an object inside a request body
 * that JSON.parse has accepted. Stored as received, such a document costs no JSON.stringify (about a third
 * of the CPU of a 10k-cell shadow save). The document must equal `base` with those members over it.
 */
export interface ContentSource {
  /** The request body's JSON text, as received (UTF-8). */
  readonly body: Uint8Array;
  /** Where the object is in the body, e.g. ['shadow']. */
  readonly path: readonly string[];
  /** The members the document takes from that object. */
  readonly keys: readonly string[];
  /** The document's other members. */
  readonly base: JsonObject;
}

/** Marks a stored document written from a source; no template or shadow document has this member. */
const LAYERED = '$layered';

/**
 * The stored text is the body embedded as a JSON value (it is valid JSON) beside what rebuilds the
 * document: this prefix, the body, then `}`. Two sources that differ only in their bodies share it.
 */
export function layeredPrefix(source: ContentSource): string {
  const head = JSON.stringify({ [LAYERED]: 1, base: source.base, path: source.path, keys: source.keys });
  return `${head.slice(0, -1)},"body":`;
}

/** The document a stored value stands for: itself, or for a layered one, its base with the members over it. */
export function unlayered(stored: JsonValue): JsonValue {
  if (!isObject(stored) || stored[LAYERED] !== 1) return stored;
  let from: JsonValue = stored.body;
  for (const step of stored.path as string[]) from = isObject(from) ? from[step] : null;
  const document: JsonObject = { ...(stored.base as JsonObject) };
  if (isObject(from)) for (const key of stored.keys as string[]) if (from[key] !== undefined) document[key] = from[key];
  return document;
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const LAYERED_HEAD = Buffer.from(`{"${LAYERED}":1`);

/**
 * Whether a stored text, known by its first bytes and its last byte, is a document's own JSON object text
 * rather than a layered one (whose document is rebuilt from its members).
 */
export function isOwnObjectText(head: Uint8Array, last: number): boolean {
  const start = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  return start[0] === 0x7b && last === 0x7d && !start.subarray(0, LAYERED_HEAD.length).equals(LAYERED_HEAD);
}
