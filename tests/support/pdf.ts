import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A printed PDF as poppler reads it: its pages rendered by pdftoppm, each page's text by pdftotext. */
export interface ReadPdf {
  /** Pages pdftoppm rendered (one PNG per page). */
  readonly renderedPages: number;
  /** The text of each page, whitespace runs collapsed. */
  readonly pageTexts: readonly string[];
  /** Each page's size in whole points (Chromium rounds to hundredths), from pdfinfo. */
  readonly pageSizes: readonly { readonly width: number; readonly height: number }[];
  /** pdfinfo's 'Tagged: yes': the PDF has a logical structure for assistive technology. */
  readonly tagged: boolean;
  /** The logical structure with its text (pdfinfo -struct-text): one element a line, indented by depth. */
  readonly structure: string;
}

/** Reads a PDF with Debian's poppler-utils (scripts/ensure-poppler.sh installs them). */
export function readPdf(pdf: Uint8Array): ReadPdf {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-read-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-r', '30', '-png', file, join(dir, 'page')], { stdio: 'ignore', timeout: 60_000 });
    const renderedPages = readdirSync(dir).filter((name) => name.endsWith('.png')).length;
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', timeout: 60_000 });
    const pageTexts = text.split('\f').slice(0, renderedPages).map((page) => page.replace(/\s+/g, ' ').trim());
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(renderedPages), file], { encoding: 'utf8', timeout: 60_000 });
    const pageSizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => ({ width: Math.round(Number(m[1])), height: Math.round(Number(m[2])) }));
    const tagged = /^Tagged:\s+yes$/m.test(info);
    const structure = tagged ? execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8', timeout: 60_000 }) : '';
    return { renderedPages, pageTexts, pageSizes, tagged, structure };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
