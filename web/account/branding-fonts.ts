import { api } from '../api/client.js';

export const FONT_STYLES = ['regular', 'bold', 'italic', 'bold_italic'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export const FONT_STYLE_LABELS: Record<FontStyle, string> = { regular: 'Regular', bold: 'Bold', italic: 'Italic', bold_italic: 'Bold italic' };
/** The server refuses bigger files (server/services/font-file.ts); checked here too, before uploading. */
export const FONT_MAX_BYTES = 2 * 1024 * 1024;

export interface FontFaceFile {
  readonly type: 'otf' | 'ttf';
  readonly bytes: number;
  readonly url: string;
}

/** A branding font as the server lists it: a family name and the faces uploaded for it. */
export type BrandingFont = { readonly id: string; readonly name: string } & { readonly [style in FontStyle]?: FontFaceFile };

export const listFonts = async (): Promise<readonly BrandingFont[]> => (await api.get<{ fonts: BrandingFont[] }>('/api/accounts/current/fonts')).fonts;
export const deleteFont = (id: string): Promise<unknown> => api.delete(`/api/accounts/current/fonts/${encodeURIComponent(id)}`);

export async function uploadFont(name: string, style: FontStyle, file: File): Promise<BrandingFont> {
  const form = new FormData();
  form.set('name', name);
  form.set('style', style);
  form.set('file', file);
  return (await api.post<{ font: BrandingFont }>('/api/accounts/current/fonts', form)).font;
}

/** The CSS face each style draws with; bold is the product's bold weight (SPEC section 9: 600). */
const DESCRIPTORS: Record<FontStyle, FontFaceDescriptors> = {
  regular: { weight: '400', style: 'normal' },
  bold: { weight: '600', style: 'normal' },
  italic: { weight: '400', style: 'italic' },
  bold_italic: { weight: '600', style: 'italic' },
};

const added = new Set<string>();

/**
 * Makes the fonts drawable by the canvas and the DOM (document.fonts), once per face URL; a face that fails
 * to load leaves the text in the fallback font rather than stopping the page.
 */
export async function installFonts(fonts: readonly BrandingFont[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const font of fonts) {
    for (const style of FONT_STYLES) {
      const face = font[style];
      if (!face || added.has(face.url)) continue;
      added.add(face.url);
      const fontFace = new FontFace(font.name, `url(${JSON.stringify(face.url)})`, DESCRIPTORS[style]);
      document.fonts.add(fontFace);
      loads.push(fontFace.load().catch(() => undefined));
    }
  }
  await Promise.all(loads);
}
