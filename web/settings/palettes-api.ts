import { readPalette, type Palette, type PaletteStyles } from '../../plugins/palettes/index.js';
import { api } from '../api/client.js';

/** A palette as the account's screens hold it: the account's carry the version a save must match. */
export type AccountPalette = Palette & { readonly updatedAt?: string };

export const PALETTES_PATH = '/api/accounts/current/palettes';
export const palettePath = (id: string) => `${PALETTES_PATH}/${encodeURIComponent(id)}`;
export const palettePage = (id: string) => `/app/settings/styles/${encodeURIComponent(id)}`;

interface AccountAnswer {
  readonly account: { readonly palettes: readonly unknown[]; readonly paletteLibrary: readonly unknown[]; readonly settings?: { readonly brandingColors?: readonly string[] } };
}

function readAccountPalette(value: unknown): AccountPalette | undefined {
  const palette = readPalette(value);
  const updatedAt = (value as { updatedAt?: unknown }).updatedAt;
  return palette && (typeof updatedAt === 'string' ? { ...palette, updatedAt } : palette);
}

/**
 * The account's palettes and the library's (read-only), from the account (SPEC section 2: an account fetch),
 * with the account's branding colours for the style editor's swatches.
 */
export async function loadPalettes(): Promise<{ readonly account: readonly AccountPalette[]; readonly library: readonly AccountPalette[]; readonly brandingColors: readonly string[] }> {
  const { account } = await api.get<AccountAnswer>('/api/accounts/current');
  return {
    brandingColors: account.settings?.brandingColors ?? [],
    account: account.palettes.flatMap((value) => readAccountPalette(value) ?? []),
    library: account.paletteLibrary.flatMap((value) => readAccountPalette(value) ?? []).map((palette) => ({ ...palette, fromLibrary: true })),
  };
}

export async function createPalette(name: string): Promise<AccountPalette> {
  const { palette } = await api.post<{ palette: unknown }>(PALETTES_PATH, { palette: { name, styles: {} } });
  return readAccountPalette(palette)!;
}

export async function savePalette(id: string, change: { name: string; styles: PaletteStyles; updatedAt?: string }): Promise<AccountPalette> {
  const { palette } = await api.put<{ palette: unknown }>(palettePath(id), { palette: change });
  return readAccountPalette(palette)!;
}
