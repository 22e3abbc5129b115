import { Plus, Trash2 } from 'lucide-react';
import { api } from '../api/client.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button, IconButton } from '../ui/Button.js';
import { createPreset, listPresets, presetPage, presetPath, type DataPreset } from './data-presets-api.js';

/** /app/settings/data_presets: the account's data presets (named inputs), newest first. */
export function DataPresetsPage() {
  const dialogs = useDialogs();
  const { loaded, reload } = useLoad(listPresets);
  const create = async () => {
    try {
      navigate(presetPage((await createPreset()).id));
    } catch (error) {
      await dialogs.alert({ message: `The data preset could not be created: ${(error as Error).message}` });
    }
  };
  const remove = async (preset: DataPreset) => {
    if (!(await dialogs.confirm({ message: `Are you sure you want to delete ${preset.name}?`, acceptText: 'Delete', negative: true }))) return;
    try {
      await api.delete(presetPath(preset.id));
    } catch (error) {
      await dialogs.alert({ message: `${preset.name} could not be deleted: ${(error as Error).message}` });
    }
    await reload();
  };
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="your data presets" error={loaded.error} />;
  return (
    <section aria-labelledby="presets-title">
      <header className="page-header">
        <h1 id="presets-title">Data presets</h1>
        <Button variant="primary" icon={Plus} onClick={() => void create()}>
          New data preset
        </Button>
      </header>
      {loaded.data.length === 0 ? (
        <p>You don't have any data presets yet...</p>
      ) : (
        <ul className="preset-list" aria-label="Data presets">
          {loaded.data.map((preset) => (
            <li key={preset.id}>
              <Link href={presetPage(preset.id)}>{preset.name}</Link>
              <IconButton icon={Trash2} label={`Delete ${preset.name}`} size="sm" onClick={() => void remove(preset)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
