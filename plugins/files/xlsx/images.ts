import type ExcelJS from 'exceljs';
import type { Cell } from '../../workbook/index.js';

/** Largest embedded image kept as a data URL; bigger ones are reported instead. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export interface PlacedImage {
  readonly row: number;
  readonly col: number;
  readonly cell: Pick<Cell, 'data'>;
}

/**
 * Embedded pictures become image cells at their top-left anchor, with the picture as a data URL, since
 * Gridcast's IMAGE cells show an image by URL. Returns what could not be placed.
 */
export function embeddedImages(book: ExcelJS.Workbook, ws: ExcelJS.Worksheet): { placed: PlacedImage[]; skipped: string[] } {
  const placed: PlacedImage[] = [];
  const skipped: string[] = [];
  for (const image of ws.getImages()) {
    const media = book.getImage(Number(image.imageId)) as { buffer?: ArrayBuffer | Uint8Array; base64?: string; extension?: string } | undefined;
    const bytes = media?.buffer ? new Uint8Array(media.buffer as ArrayBuffer) : undefined;
    const base64 = media?.base64 ?? (bytes ? toBase64(bytes) : undefined);
    const anchor = image.range.tl as { nativeRow?: number; nativeCol?: number; row?: number; col?: number };
    const row = anchor.nativeRow ?? Math.floor(anchor.row ?? 0);
    const col = anchor.nativeCol ?? Math.floor(anchor.col ?? 0);
    if (!base64 || base64.length * 0.75 > MAX_IMAGE_BYTES) {
      skipped.push(`an image at row ${row + 1} is larger than 2 MB or unreadable`);
      continue;
    }
    const type = media?.extension === 'jpeg' || media?.extension === 'jpg' ? 'jpeg' : media?.extension === 'gif' ? 'gif' : 'png';
    placed.push({ row, col, cell: { data: { type: 'IMAGE', imageUrl: `data:image/${type};base64,${base64}` } } });
  }
  return { placed, skipped };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
