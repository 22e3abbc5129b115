import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_FAMILIES } from '../../../plugins/workbook/defaults.js';
import { fontsReady, registerFontFaces, requestFont } from '../../../web/fonts/font-faces.js';
import { FONT_FILES } from '../../../web/fonts/font-files.js';

const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

/** A FontFaceSet that records what it is given and asked to load. */
function fakeFontSet() {
  const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
  const loads: string[] = [];
  const set = {
    add: (face: { family: string; source: string; descriptors: FontFaceDescriptors }) => void added.push(face),
    load: (font: string) => {
      loads.push(font);
      return Promise.resolve([]);
    },
    ready: Promise.resolve(),
  };
  return { set: set as unknown as FontFaceSet, added, loads };
}

class RecordedFace {
  constructor(readonly family: string, readonly source: string, readonly descriptors: FontFaceDescriptors) {}
}

afterEach(() => vi.unstubAllGlobals());

describe('the shipped fonts (SPEC section 9)', () => {
  it('has every font of the spec from its pinned @fontsource package: regular and bold (600, else the nearest heavier), latin and latin-ext', () => {
    expect(Object.keys(FONT_FILES).sort()).toEqual([...FONT_FAMILIES].sort());
    for (const family of FONT_FAMILIES) {
      const pkg = `@fontsource/${family.toLowerCase().replace(/ /g, '-')}`;
      expect(packageJson.dependencies[pkg], pkg).toMatch(/^\d+\.\d+\.\d+$/);
      const faces = FONT_FILES[family].map((file) => `${file.weight} ${file.subset}`);
      const weights = family === 'Slabo 27px' ? [400] : [400, 600];
      expect(faces, family).toEqual(weights.flatMap((weight) => [`${weight} latin`, `${weight} latin-ext`]));
      for (const file of FONT_FILES[family]) {
        expect(file.url, family).toMatch(/\.woff2$/);
        expect(file.unicodeRange, family).toMatch(/^U\+/);
      }
    }
  });

  it('makes every face known to the page without loading any, once per font set', () => {
    vi.stubGlobal('FontFace', RecordedFace);
    const { set, added, loads } = fakeFontSet();
    registerFontFaces(set);
    registerFontFaces(set);
    expect(added).toHaveLength(Object.values(FONT_FILES).flat().length);
    expect(loads).toEqual([]);
    const oswald = added.filter((face) => face.family === 'Oswald');
    expect(oswald.map((face) => face.descriptors.weight)).toEqual(['400', '400', '600', '600']);
    expect(oswald[0].source).toMatch(/^url\(.*oswald-latin-400-normal\.woff2.*\) format\('woff2'\)$/);
    expect(oswald[1].descriptors.unicodeRange).toMatch(/U\+0100-02BA/);
  });

  it('loads a canvas font\'s faces on demand, once per family and weight whatever the size', () => {
    const { set, loads } = fakeFontSet();
    requestFont('400 13.33px "Playfair Display", Arial, sans-serif', set);
    requestFont('400 26.67px "Playfair Display", Arial, sans-serif', set);
    requestFont('600 13.33px "Playfair Display", Arial, sans-serif', set);
    expect(loads).toEqual(['400 13.33px "Playfair Display", Arial, sans-serif', '600 13.33px "Playfair Display", Arial, sans-serif']);
  });

  it('waits for the regular and bold faces of the shipped families a page uses, and ignores others', async () => {
    const { set, loads } = fakeFontSet();
    await fontsReady(['Oswald', 'Oswald', 'My Brand Font'], set);
    expect(loads).toEqual(['400 16px "Oswald"', '600 16px "Oswald"']);
  });
});
