/**
 * Rewrites a zip archive that we wrote ourselves (ExcelJS's output): some entries' texts transformed as
 * they are inflated and deflated again, chunk by chunk, others copied as they are, and new entries added.
 * Only what ExcelJS writes is read: no zip64, no encryption.
 */

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const DEFLATE = 8;

/** A transformation of an entry's text, fed in chunks; `flush` gives what it held back at the end. */
export interface TextTransform {
  push(chunk: string): string;
  flush(): string;
}

interface Entry {
  readonly name: string;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly time: number;
  readonly date: number;
  readonly data: Uint8Array;
}

export async function rewriteZip(bytes: Uint8Array, transforms: ReadonlyMap<string, () => TextTransform>, added: ReadonlyMap<string, string>): Promise<Uint8Array> {
  const out: Entry[] = [];
  for (const entry of readEntries(bytes)) {
    const transform = transforms.get(entry.name);
    out.push(transform ? await transformed(entry, transform()) : entry);
  }
  for (const [name, text] of added) out.push(await deflated(name, new TextEncoder().encode(text)));
  return writeZip(out);
}

function readEntries(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END) end--;
  if (end < 0) throw new Error('Not a zip archive');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error('Damaged zip directory');
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const compressedSize = view.getUint32(at + 20, true);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
      crc: view.getUint32(at + 16, true),
      compressedSize,
      uncompressedSize: view.getUint32(at + 24, true),
      data: bytes.subarray(start, start + compressedSize),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** An entry's text through a transformation, inflated and deflated as a stream. */
async function transformed(entry: Entry, transform: TextTransform): Promise<Entry> {
  let source = new Blob([entry.data as BlobPart]).stream();
  if (entry.method === DEFLATE) source = source.pipeThrough(new DecompressionStream('deflate-raw'));
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const text = source.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array<ArrayBuffer>>({
      transform: (chunk, controller) => controller.enqueue(encoder.encode(transform.push(decoder.decode(chunk, { stream: true })))),
      flush: (controller) => controller.enqueue(encoder.encode(transform.push(decoder.decode()) + transform.flush())),
    }),
  );
  return compressed(entry.name, text, entry);
}

function deflated(name: string, data: Uint8Array): Promise<Entry> {
  return compressed(name, new Blob([data as BlobPart]).stream(), undefined);
}

/** Deflates a stream of bytes, with their CRC-32 and sizes. */
async function compressed(name: string, source: ReadableStream<Uint8Array<ArrayBuffer>>, like: Entry | undefined): Promise<Entry> {
  let crc = 0xffffffff;
  let size = 0;
  const counted = source.pipeThrough(
    new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform: (chunk, controller) => {
        crc = crc32(crc, chunk);
        size += chunk.length;
        controller.enqueue(chunk);
      },
    }),
  );
  const chunks: Uint8Array[] = [];
  const reader = counted.pipeThrough(new CompressionStream('deflate-raw')).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const data = concat(chunks);
  return { name, method: DEFLATE, crc: (crc ^ 0xffffffff) >>> 0, compressedSize: data.length, uncompressedSize: size, time: like?.time ?? 0, date: like?.date ?? 0x21, data };
}

function writeZip(entries: readonly Entry[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = entries.map((entry) => encoder.encode(entry.name));
  const localSize = entries.reduce((sum, entry, i) => sum + 30 + names[i].length + entry.data.length, 0);
  const centralSize = entries.reduce((sum, _, i) => sum + 46 + names[i].length, 0);
  const out = new Uint8Array(localSize + centralSize + 22);
  const view = new DataView(out.buffer);
  const offsets: number[] = [];
  let at = 0;
  entries.forEach((entry, i) => {
    offsets.push(at);
    view.setUint32(at, LOCAL, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 0x0800, true); // names in UTF-8
    writeSizes(view, at + 8, entry);
    view.setUint16(at + 26, names[i].length, true);
    out.set(names[i], at + 30);
    out.set(entry.data, at + 30 + names[i].length);
    at += 30 + names[i].length + entry.data.length;
  });
  const central = at;
  entries.forEach((entry, i) => {
    view.setUint32(at, CENTRAL, true);
    view.setUint16(at + 4, 20, true);
    view.setUint16(at + 6, 20, true);
    view.setUint16(at + 8, 0x0800, true);
    writeSizes(view, at + 10, entry);
    view.setUint16(at + 28, names[i].length, true);
    view.setUint32(at + 42, offsets[i], true);
    out.set(names[i], at + 46);
    at += 46 + names[i].length;
  });
  view.setUint32(at, END, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - central, true);
  view.setUint32(at + 16, central, true);
  return out;
}

/** Method, time, date, CRC and sizes: the same run of fields in local and central headers. */
function writeSizes(view: DataView, at: number, entry: Entry): void {
  view.setUint16(at, entry.method, true);
  view.setUint16(at + 2, entry.time, true);
  view.setUint16(at + 4, entry.date, true);
  view.setUint32(at + 6, entry.crc, true);
  view.setUint32(at + 10, entry.compressedSize, true);
  view.setUint32(at + 14, entry.uncompressedSize, true);
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(crc: number, bytes: Uint8Array): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c;
}
