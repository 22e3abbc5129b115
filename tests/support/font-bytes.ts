/**
 * The smallest file with a valid sfnt header: a TrueType (or, with `OTTO`, OpenType CFF) version and one
 * table record that fits the file. Enough for the server's check; not a font a browser can draw with.
 */
export function sfntBytes(version: 'ttf' | 'otf' = 'ttf', padding = 0): Buffer {
  const tableLength = 4;
  const bytes = Buffer.alloc(12 + 16 + tableLength + padding);
  bytes.writeUInt32BE(version === 'otf' ? 0x4f54544f : 0x00010000, 0);
  bytes.writeUInt16BE(1, 4);
  bytes.write('name', 12, 'latin1');
  bytes.writeUInt32BE(28, 12 + 8);
  bytes.writeUInt32BE(tableLength, 12 + 12);
  return bytes;
}
