import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, MAX_PAPER_SCALE, paperLayout, paperOfLocale, paperPageCss, paperSize, printableArea } from '../../../plugins/casts/paper.js';

describe('a cast on paper', () => {
  it('prints on Letter in the US and its neighbours, A4 elsewhere or with no region', () => {
    expect(['en-US', 'es-MX', 'fr_CA', 'en-PH'].map(paperOfLocale)).toEqual(['letter', 'letter', 'letter', 'letter']);
    expect(['en-GB', 'de-DE', 'fr', 'zh-Hant-TW', undefined].map(paperOfLocale)).toEqual(['a4', 'a4', 'a4', 'a4', 'a4']);
    expect(localeOfAcceptLanguage('en-US,en;q=0.9')).toBe('en-US');
    expect(localeOfAcceptLanguage('*')).toBeUndefined();
    expect(localeOfAcceptLanguage(undefined)).toBeUndefined();
  });

  it('knows A4 and Letter in CSS pixels, turned for landscape, and the room inside the margins', () => {
    expect(paperSize('letter', 'portrait')).toEqual({ width: 816, height: 1056 });
    expect(paperSize('letter', 'landscape')).toEqual({ width: 1056, height: 816 });
    const a4 = paperSize('a4', 'portrait');
    expect([Math.round(a4.width), Math.round(a4.height)]).toEqual([794, 1123]);
    expect(printableArea('letter', 'portrait')).toEqual({ width: 720, height: 936 });
  });

  it('scales the cast to the page width: a wide one shrinks, a narrow one grows up to 2x; rows are paged by the height left at that scale', () => {
    // 1440 px of columns on Letter portrait (720 px inside the margins): half size, pages of 1872 px of rows.
    expect(paperLayout(1440, 'letter', 'portrait')).toEqual({ scale: 0.5, pageHeight: 1872, viewport: '1440x1872' });
    expect(paperLayout(480, 'letter', 'portrait')).toEqual({ scale: 1.5, pageHeight: 624, viewport: '480x624' });
    // A 2x2-inch Summary (192 px) is enlarged at most twice.
    expect(paperLayout(192, 'letter', 'portrait').scale).toBe(MAX_PAPER_SCALE);
    expect(paperLayout(1440, 'letter', 'landscape').scale).toBeCloseTo(960 / 1440);
  });

  it('prints the page size, margins and page numbers as CSS the browser prints with', () => {
    expect(paperPageCss('a4', 'landscape')).toMatch(/^@page \{ size: A4 landscape; margin: 48px 48px 72px 48px; @bottom-center \{ content: counter\(page\) " \/ " counter\(pages\);/);
  });
});
