import { useCallback, useState } from 'react';
import { DEFAULT_FONT_FAMILY, FONT_FAMILIES } from '../../plugins/workbook/index.js';
import { loadAccount, saveSettings } from '../account/account-api.js';
import { installFonts, listFonts } from '../account/branding-fonts.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Select } from '../ui/Select.js';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
const SAVE_TEXT: Record<SaveState, string> = { idle: '', saving: 'Saving...', saved: 'Saved', failed: 'Save failed' };

/** /app/settings/defaults (SPEC section 2): the account's default font family, saved when chosen. */
export function DefaultsPage() {
  const loader = useCallback(async () => {
    const [account, fonts] = await Promise.all([loadAccount(), listFonts()]);
    await installFonts(fonts);
    return { account, fonts };
  }, []);
  const { loaded } = useLoad(loader);
  const [chosen, setChosen] = useState<string | undefined>();
  const [save, setSave] = useState<{ state: SaveState; error?: string }>({ state: 'idle' });
  // The settings' stale-save token, from the last answer (the load's until a choice is saved).
  const [savedAt, setSavedAt] = useState<string | undefined>();
  if (loaded.state === 'loading') return <Loading text="Loading account..." />;
  if (loaded.state === 'failed') return <LoadFailed what="your account" error={loaded.error} />;
  const { account, fonts } = loaded.data;
  const families = [...FONT_FAMILIES, ...fonts.map((font) => font.name)];
  const value = chosen ?? account.settings.defaultFontFamily ?? DEFAULT_FONT_FAMILY;
  const choose = async (family: string) => {
    setChosen(family);
    setSave({ state: 'saving' });
    try {
      const saved = await saveSettings({ defaultFontFamily: family }, savedAt ?? account.updatedAt);
      setSavedAt(saved.updatedAt);
      setSave({ state: 'saved' });
    } catch (error) {
      setSave({ state: 'failed', error: (error as Error).message });
    }
  };
  return (
    <section aria-labelledby="defaults-title">
      <header className="page-header">
        <div>
          <h1 id="defaults-title">Defaults</h1>
          <p>What new grid templates of this account start with.</p>
        </div>
      </header>
      <div className="defaults-form">
        <Select
          label="Default font family"
          showLabel
          value={families.includes(value) ? value : undefined}
          placeholder={value}
          disabled={save.state === 'saving'}
          onChange={(family) => void choose(family)}
          options={families.map((family) => ({ value: family, label: family, style: { fontFamily: `"${family}"` } }))}
        />
        <p role="status" className="defaults-status">
          {SAVE_TEXT[save.state]}
        </p>
        {save.error && (
          <p className="ui-error" role="alert">
            {save.error}
          </p>
        )}
      </div>
    </section>
  );
}
