import { useEffect, useState } from 'react';
import { installFonts, listFonts } from './branding-fonts.js';

/**
 * The account's branding font families, installed for drawing: the editor's font menu offers them beside
 * SPEC section 9's fonts. A failed load leaves the built-in fonts only (SPEC section 8: account fetch
 * failures are ignored).
 */
export function useBrandingFontNames(): readonly string[] {
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    listFonts()
      .then(async (fonts) => {
        await installFonts(fonts);
        if (live) setNames(fonts.map((font) => font.name));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return names;
}
