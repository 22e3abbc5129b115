import { FONT_FILES } from './font-files.js';

/**
 * The fonts of SPEC section 9, shipped with the app from their @fontsource packages, made known to the
 * page as FontFace objects without loading any: the browser fetches a face when text uses it (a cell,
 * a cast, a chart's SVG, the font menu's names), and only the subsets the text needs. Canvas text does not
 * ask by itself, so the grid asks with `requestFont` and paints again when faces arrive (useFontsLoaded).
 */
export function registerFontFaces(fonts: FontFaceSet = document.fonts): void {
  if (registered.has(fonts)) return;
  registered.add(fonts);
  for (const [family, files] of Object.entries(FONT_FILES)) {
    for (const file of files) {
      fonts.add(new FontFace(family, `url(${file.url}) format('woff2')`, { weight: String(file.weight), style: 'normal', unicodeRange: file.unicodeRange, display: 'swap' }));
    }
  }
}

const registered = new WeakSet<FontFaceSet>();
const requested = new Set<string>();

/**
 * Asks for the faces a canvas font (`600 13.33px "Oswald", Arial, sans-serif`) names, once per font: the
 * canvas draws with a fallback until they are loaded, then `onFontsLoaded` tells the grid to redraw.
 */
export function requestFont(font: string, fonts: FontFaceSet | undefined = globalThis.document?.fonts): void {
  // Sizes do not matter for which faces load: one request per family, weight and style.
  const key = font.replace(/[\d.]+px/, '');
  if (!fonts || requested.has(key)) return;
  requested.add(key);
  void fonts.load(font).catch(() => undefined);
}

/**
 * Waits for the faces of the given families that the page's text uses (a cast before it says it is
 * painted, for its PDF): what is loading now, after asking for each family's regular and bold.
 */
export async function fontsReady(families: Iterable<string>, fonts: FontFaceSet = document.fonts): Promise<void> {
  const known = [...new Set(families)].filter((family) => family in FONT_FILES);
  await Promise.all(known.flatMap((family) => [400, 600].map((weight) => fonts.load(`${weight} 16px "${family}"`).catch(() => undefined))));
  await fonts.ready;
}
