import { Plus, Trash2 } from 'lucide-react';
import { STYLE_TYPES } from '../../plugins/palettes/index.js';
import { api } from '../api/client.js';
import { Link } from '../router/Link.js';
import { navigate } from '../router/router.js';
import { useDialogs } from '../ui/dialogs.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Badge } from '../ui/Badge.js';
import { Button, IconButton } from '../ui/Button.js';
import { List } from '../ui/List.js';
import { createPalette, loadPalettes, palettePage, palettePath, type AccountPalette } from './palettes-api.js';

const NEW_STYLE_NAME = 'New style';

function summary(palette: AccountPalette): string {
  return STYLE_TYPES.filter(({ type }) => palette.styles[type]).map(({ label }) => label).join(', ') || 'No styles yet';
}

/**
 * /app/settings/styles: the account's styles (palettes) with New style and Delete, then the library's,
 * which every account can use and nobody can change. Creation opens the new style.
 */
export function StylesPage() {
  const dialogs = useDialogs();
  const { loaded, reload } = useLoad(loadPalettes);
  const create = async () => {
    try {
      navigate(palettePage((await createPalette(NEW_STYLE_NAME)).id));
    } catch (error) {
      await dialogs.alert({ message: `The style could not be created: ${(error as Error).message}` });
    }
  };
  const remove = async (palette: AccountPalette) => {
    if (!(await dialogs.confirm({ message: `Are you sure you want to delete ${palette.name}?`, acceptText: 'Delete', negative: true }))) return;
    try {
      await api.delete(palettePath(palette.id));
    } catch (error) {
      await dialogs.alert({ message: `${palette.name} could not be deleted: ${(error as Error).message}` });
    }
    await reload();
  };
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="your styles" error={loaded.error} />;
  const row = (palette: AccountPalette) => (
    <>
      <Link href={palettePage(palette.id)}>{palette.name}</Link> {palette.fromLibrary && <Badge>Library</Badge>}
      <span className="palette-summary">{summary(palette)}</span>
    </>
  );
  return (
    <section aria-labelledby="styles-title" className="styles-page">
      <header className="page-header">
        <h1 id="styles-title">Styles</h1>
        <Button variant="primary" icon={Plus} onClick={() => void create()}>
          New style
        </Button>
      </header>
      {loaded.data.account.length === 0 ? (
        <p>You don't have any styles yet</p>
      ) : (
        <List
          label="Your styles"
          items={loaded.data.account}
          itemKey={(palette) => palette.id}
          renderItem={row}
          renderActions={(palette) => <IconButton icon={Trash2} size="sm" label={`Delete ${palette.name}`} onClick={() => void remove(palette)} />}
        />
      )}
      <h2>Library</h2>
      <List label="Library styles" items={loaded.data.library} itemKey={(palette) => palette.id} renderItem={row} />
    </section>
  );
}
