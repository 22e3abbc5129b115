import { useEffect, useState } from 'react';
import { api } from '../../../web/plugin-api/index.js';
import { readPalette, type Palette } from '../model.js';

interface AccountAnswer {
  readonly account: { readonly palettes?: readonly unknown[]; readonly paletteLibrary?: readonly unknown[] };
}

/** The account's palettes then the library's, as GET /api/accounts/current lists them. */
export async function fetchAccountPalettes(): Promise<{ account: Palette[]; library: Palette[] }> {
  const answer = await api.get<AccountAnswer>('/api/accounts/current');
  const read = (list: readonly unknown[] | undefined) => (list ?? []).flatMap((item) => readPalette(item) ?? []);
  return { account: read(answer.account.palettes), library: read(answer.account.paletteLibrary).map((palette) => ({ ...palette, fromLibrary: true })) };
}

/**
 * The palettes a person can apply besides the template's own: loaded once per panel; a failed fetch
 * leaves only the template's (SPEC section 8: account fetch failures are ignored).
 */
export function useAccountPalettes(): { readonly palettes: readonly Palette[]; readonly loading: boolean } {
  const [state, setState] = useState<{ palettes: readonly Palette[]; loading: boolean }>({ palettes: [], loading: true });
  useEffect(() => {
    let live = true;
    fetchAccountPalettes()
      .then(({ account, library }) => live && setState({ palettes: [...account, ...library], loading: false }))
      .catch(() => live && setState({ palettes: [], loading: false }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
