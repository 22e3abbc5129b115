/**
 * A cast printed on paper (its PDF): A4 or Letter, portrait or landscape, with margins and page numbers,
 * the cast scaled to the page's width. Sizes are CSS pixels (96 a inch), as the viewer lays casts out.
 */
export type Paper = 'a4' | 'letter';
export type Orientation = 'portrait' | 'landscape';
/** How a PDF is paged: on paper, or (`content`) one PDF page per viewport page at the cast's own size. */
export type PdfPaper = Paper | 'content';

const MM = 96 / 25.4;

/** Paper sizes in CSS pixels, portrait. */
export const PAPER_SIZES: Readonly<Record<Paper, { readonly width: number; readonly height: number }>> = {
  a4: { width: 210 * MM, height: 297 * MM },
  letter: { width: 8.5 * 96, height: 11 * 96 },
};

/** Half an inch on every side, and room under the cast for the page number. */
export const PAPER_MARGINS = { top: 48, right: 48, bottom: 72, left: 48 } as const;

/** The most a narrow cast is enlarged to fill the width (Chromium's largest print scale). */
export const MAX_PAPER_SCALE = 2;

/** The regions whose paper is Letter (CLDR's paper size data); everywhere else prints on A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR', 'CR', 'PA', 'SV', 'NI', 'BZ']);

/** The paper of a locale ('en-US' Letter, 'de-DE' or 'en-GB' A4); A4 when it names no region. */
export function paperOfLocale(locale: string | undefined): Paper {
  const region = locale?.split(/[-_]/).slice(1).find((part) => /^[A-Za-z]{2}$/.test(part));
  return region && LETTER_REGIONS.has(region.toUpperCase()) ? 'letter' : 'a4';
}

/** The first locale an Accept-Language header names ('en-US,en;q=0.9' gives 'en-US'). */
export function localeOfAcceptLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' ? first : undefined;
}

/** The page's size in CSS pixels for an orientation. */
export function paperSize(paper: Paper, orientation: Orientation): { width: number; height: number } {
  const { width, height } = PAPER_SIZES[paper];
  return orientation === 'landscape' ? { width: height, height: width } : { width, height };
}

/** The area inside the margins, in CSS pixels. */
export function printableArea(paper: Paper, orientation: Orientation): { width: number; height: number } {
  const page = paperSize(paper, orientation);
  return { width: page.width - PAPER_MARGINS.left - PAPER_MARGINS.right, height: page.height - PAPER_MARGINS.top - PAPER_MARGINS.bottom };
}

/**
 * How a cast of `castWidth` pixels is laid on paper: the scale that makes it the printable width (a wider
 * cast shrinks, a narrower one grows, at most MAX_PAPER_SCALE), and the height of cast rows one page holds
 * at that scale (the viewport its pages are split by, header rows repeated on each).
 */
export function paperLayout(castWidth: number, paper: Paper, orientation: Orientation): { scale: number; pageHeight: number; viewport: string } {
  const area = printableArea(paper, orientation);
  const scale = Math.min(MAX_PAPER_SCALE, area.width / Math.max(1, castWidth));
  const pageHeight = Math.max(1, Math.floor(area.height / scale));
  return { scale, pageHeight, viewport: `${Math.max(1, Math.ceil(castWidth))}x${pageHeight}` };
}

/** The CSS that prints on paper: the page's size and margins, and its number at the bottom ("2 / 5"). */
export function paperPageCss(paper: Paper, orientation: Orientation): string {
  const { top, right, bottom, left } = PAPER_MARGINS;
  return `@page { size: ${paper === 'a4' ? 'A4' : 'letter'} ${orientation}; margin: ${top}px ${right}px ${bottom}px ${left}px; `
    + '@bottom-center { content: counter(page) " / " counter(pages); font: 9pt Arial, sans-serif; color: #5f6368; } }';
}
