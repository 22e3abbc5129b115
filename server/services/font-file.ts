/** Branding font files (SPEC section 3): OpenType (CFF, `OTTO`) or TrueType, each at most 2 MB. */
export const FONT_MAX_BYTES = 2 * 1024 * 1024;
export const FONT_STYLES = ['regular', 'bold', 'italic', 'bold_italic'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export type FontType = 'otf' | 'ttf';

const TRUETYPE = [0x00010000, 0x74727565 /* 'true' */];
const OPENTYPE_CFF = 0x4f54544f; // 'OTTO'

/**
 * The font's type read from its own header (the sfnt version and a table directory that fits the file),
 * never from the file name: a renamed image or text file is not a font. Undefined when it is not one.
 */
export function sniffFont(bytes: Buffer): FontType | undefined {
  if (bytes.length < 12) return undefined;
  const version = bytes.readUInt32BE(0);
  const type = version === OPENTYPE_CFF ? 'otf' : TRUETYPE.includes(version) ? 'ttf' : undefined;
  if (!type) return undefined;
  const tables = bytes.readUInt16BE(4);
  if (tables === 0 || tables > 256 || bytes.length < 12 + 16 * tables) return undefined;
  for (let index = 0; index < tables; index++) {
    const entry = 12 + 16 * index;
    const offset = bytes.readUInt32BE(entry + 8);
    const length = bytes.readUInt32BE(entry + 12);
    if (offset + length > bytes.length) return undefined;
  }
  return type;
}
