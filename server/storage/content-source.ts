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

/** Bytes of a stored text's head read to find a document's own text in it (a layered prefix is far shorter). */
export const DOCUMENT_HEAD_BYTES = 4096;

/**
 * The prefix of a layered text whose document is its body's own members: no base, no path. Only
 * session 10's imports were stored so (createGridFromText gave the template file's text whole, keys naming
 * every template field); shadow saves have a base and a path.
 */
const BODY_ONLY = /^\{"\$layered":1,"base":\{\},"path":\[\],"keys":(\["[^\]]*\]),"body":/;

/**
 * Where a stored text's document is as its own JSON object text, from the text's first bytes (up to
 * DOCUMENT_HEAD_BYTES), its size and its last two bytes: the whole text, or a body-only layered text's
 * body (read in place, so such a document is never parsed whole either); undefined when the document must
 * be rebuilt from its members (getContent).
 */
export function documentTextRange(head: Uint8Array, size: number, lastTwo: Uint8Array): { readonly start: number; readonly end: number } | undefined {
  const start = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (size < 2 || start[0] !== 0x7b || lastTwo[1] !== 0x7d) return undefined;
  if (!start.subarray(0, LAYERED_HEAD.length).equals(LAYERED_HEAD)) return { start: 0, end: size };
  const prefix = BODY_ONLY.exec(start.toString('latin1'));
  if (!prefix || !isStringArray(prefix[1]) || start[prefix[0].length] !== 0x7b || lastTwo[0] !== 0x7d) return undefined;
  return { start: prefix[0].length, end: size - 1 };
}

function isStringArray(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}
